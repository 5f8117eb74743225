/**
 * The product pages the server's e-mails link to (src/server/mail). These few client paths are
 * repeated from src/client/app/paths.ts, since the server never imports client code;
 * src/client/app/mailPaths.test.ts keeps the two in step.
 */
export const MAIL_PATHS = {
  myListings: '/dashboard/myproducts',
  myOrders: '/dashboard/myorders',
  conversation: (conversationId: string) =>
    `/dashboard/messages/${encodeURIComponent(conversationId)}`,
  sellerPage: (sellerId: string) => `/seller/${encodeURIComponent(sellerId)}`,
  book: (listingId: string) => `/book/${encodeURIComponent(listingId)}`,
  notifications: '/dashboard/notifications',
  /** The admin's queue of reports and listings waiting for approval. */
  reports: '/dashboard/reports',
  /** Where e-mail notifications are turned off. */
  profile: '/dashboard/profile',
} as const;
