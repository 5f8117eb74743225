/** Ours: the header, its Books menu, its phone-menu toggle and the layout's skip link. */
export const header = {
  books: 'Books',
  loadingCategories: 'Loading…',
  /** The phone menu's toggle: react-bootstrap's own default name, kept in English. */
  toggleMenu: 'Toggle navigation',
  skipToContent: 'Skip to main content',
  /** The header's search box (its page's texts come with the search page). */
  searchLabel: 'Search books',
  searchPlaceholder: 'Search title, author or words',
  searchSubmit: 'Search',
  /** Ours: the signed-in header's icon links; with a count, their names say it. */
  messages: 'Messages',
  messagesUnread: 'Messages, {count, number} unread',
  notifications: 'Notifications',
  notificationsUnread: 'Notifications, {count, number} unread',
};
