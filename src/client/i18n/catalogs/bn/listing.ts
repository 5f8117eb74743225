/** Ours: empty states, confirmations and failures of the listing and admin screens. */
import type { CatalogShape } from '../../catalogShape';

export const listing = {
  noCategoryBooks: 'No books in this category yet.',
  noOwnBooks: 'You have not listed any books yet.',
  noBuyers: 'No buyers yet.',
  noSellers: 'No sellers yet.',
  deleteTitle: 'Delete this book?',
  deleteBody:
    '"{title}" will be removed from the shop and from wishlists, and its unpaid orders will be cancelled. This cannot be undone.',
  loadFailed: 'The list could not be loaded. Check your connection and try again.',
  actionFailed: 'That did not work. Please try again.',
  retry: 'Try again',
} satisfies CatalogShape['listing'];
