/** Ours: the admin's All Buyers and All Seller pages (docs/product.md#all-buyers). */
export const admin = {
  picture: 'Picture',
  name: 'Name',
  email: 'Email',
  action: 'Action',
  /** All Seller: each seller's average and count of reviews. */
  rating: 'Rating',
  loadingBuyers: 'Loading buyers…',
  loadingSellers: 'Loading sellers…',
  /** The Verify button's accessible name: which seller it verifies. */
  verifySeller: 'Verify {name}',
  /** All Seller's filter, and what it shows when every seller is verified. */
  onlyUnverified: 'Only unverified sellers',
  showingUnverified:
    '{count, plural, =0 {No unverified seller} one {# unverified seller} other {# unverified sellers}}',
  // The Verify dialog: what to weigh before verifying.
  verifyTitle: 'Verify {name}?',
  verifyIntro:
    'Buyers will see {name} as a verified seller, on every book of theirs. This cannot be undone.',
  summaryLoading: 'Loading what we know about this seller…',
  joined: 'Joined',
  booksForSale: 'Books for sale',
  sales: 'Sales',
  openReports: 'Open reports',
  confirmVerify: 'Verify',
  cancel: 'Cancel',
};
