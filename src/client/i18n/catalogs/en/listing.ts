/** Ours: empty states, confirmations and failures of the listing and admin screens. */
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
  // The book card's facts (docs/product.md#book-cards); the condition is the seller's word, as listed.
  resalePrice: 'Resale price',
  originalPrice: 'Original price',
  condition: 'Condition',
  condition_excellent: 'excellent',
  condition_good: 'good',
  condition_fair: 'fair',
  location: 'Location',
  payment: 'Payment',
  payment_both: 'Online or cash at the meet-up',
  payment_online: 'Online only',
  payment_cash: 'Cash at the meet-up only',
  used: 'Used',
  seller: 'Seller',
  // The seller's rating beside their name (docs/product.md#reviews): stars' average and count.
  newSeller: 'New seller',
  ratingShown: '{average} ({buyers})',
  ratingDescription: 'Rated {average} out of 5 by {count, plural, one {# buyer} other {# buyers}}',
  /** The link from a seller's name to their page. */
  sellerPageLink: "{name}'s page",
  posted: 'Posted',
  /** The verification mark while the seller's verification is still being looked up. */
  checkingSeller: 'Checking the seller',
  /** The mark's accessible name: the seller's words, then the listing's. */
  markDescription: '{seller}, {listing}',
  // Cities, looked up by the English value the API keeps (`location_{location}`).
  location_Dhaka: 'Dhaka',
  location_Chattogram: 'Chattogram',
  location_Sylhet: 'Sylhet',
  location_Rajshahi: 'Rajshahi',
  location_Rangpur: 'Rangpur',
  location_Mymensingh: 'Mymensingh',
  location_Barishal: 'Barishal',
  location_Khulna: 'Khulna',
};
