/** Ours: the page of one book, /book/{id} (docs/product.md#book-page). */
export const book = {
  author: 'Author',
  authorPlaceholder: 'Optional, e.g. Humayun Ahmed',
  byAuthor: 'by {author}',
  coverAlt: 'Cover of {title}',
  details: 'About this copy',
  category: 'Category',
  description: 'Description',
  relevantInformation: 'Relevant information',
  loading: 'Loading the book…',
  loadFailed: 'This book could not be loaded. Check your connection and try again.',
  soldNote: 'This book has been sold.',
  reservedNote:
    'Another buyer has reserved this book to pay in cash at a meet-up. If that sale does not happen, it can be ordered again.',
  signInToAct: 'Sign in to buy this book, keep it on your wishlist or ask the seller about it.',
  /** Ours: a signed-in buyer's question about this book (docs/product.md#messages). */
  askSeller: 'Ask the seller',
  /** Ours: in place of 'Buy Now!' when the person already has an open order of this book. */
  viewYourOrder: 'View your order',
  /** Ours: tells the admin something is wrong with this book (docs/product.md#reports). */
  report: 'Report this book',
  // The facts about the copy, as terms of a description list.
  resalePrice: 'Resale price',
  originalPrice: 'Original price',
  condition: 'Condition',
  location: 'Location',
  used: 'Used',
  seller: 'Seller',
  posted: 'Posted',
  /** The 404 screen's line for a book that does not exist (the server's own words). */
  notFound: 'No book has that id.',
};
