/** Ours: the header, its Books menu, its phone-menu toggle and the layout's skip link. */
export const header = {
  books: 'Books',
  loadingCategories: 'Loading…',
  /** The phone menu's toggle: react-bootstrap's own default name, kept in English. */
  toggleMenu: 'Toggle navigation',
  skipToContent: 'Skip to main content',
};
