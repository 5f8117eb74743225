/** Ours (issue 17): what people are told, on the Notifications page (docs/product.md#notifications). */
export const notifications = {
  pageTitle: 'Notifications',
  markAllRead: 'Mark all read',
};
