/** Ours: a seller's public page, /seller/{id} (docs/product.md#seller-page). */
export const sellerPage = {
  loading: 'Loading the seller…',
  /** The page title until the seller's name is known. */
  pageTitle: 'Seller',
  /** The 404 screen's line for an unknown id (the server's sellerIdNotFound). */
  notFound: 'No seller has that id.',
  photo: "{name}'s photo",
  memberSince: 'Member since {date}',
  booksHeading: 'Books for sale',
  booksLoading: 'Loading the books…',
  noBooks: 'No books for sale right now.',
  reviewsHeading: 'Reviews',
  reviewsLoading: 'Loading the reviews…',
  noReviews: 'No reviews yet.',
  showMoreReviews: 'Show more reviews',
  /** A review's stars, read out (the stars themselves are a picture). */
  stars: 'Rated {rating} out of 5',
  /** The book of the reviewed order, under the reviewer's name. */
  boughtBook: 'Bought {book}',
  /** Beside the date of a review changed after it was written. */
  edited: 'edited',
  // The admin's removal of a review that breaks the rules.
  remove: 'Remove',
  removeLabel: 'Remove the review by {name}',
  /** Anyone signed in but the admin: tells the admin about a review. */
  report: 'Report',
  reportLabel: 'Report the review by {name}',
  removeTitle: 'Remove this review?',
  removeBody:
    "The review by {name} leaves this page and the seller's average. The reviewer sees your reason.",
  reason: 'Reason',
  confirmRemove: 'Remove review',
  removed: 'Review removed',
};
