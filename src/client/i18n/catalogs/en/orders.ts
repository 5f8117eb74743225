/** Ours: My Orders, /dashboard/myorders (docs/product.md#my-orders). */
export const orders = {
  loading: 'Loading your orders…',
  // The table's columns, also each line's label on phones.
  columnProduct: 'Product name',
  columnSellerName: 'Seller name',
  columnSellerEmail: 'Seller email',
  columnLocation: 'Meeting location',
  columnPrice: 'Price',
  columnPayment: 'Payment',
  columnReview: 'Your rating',
  // The buyer's review of a paid order's seller (docs/product.md#my-orders).
  rateSeller: 'Rate the seller',
  editReview: 'Edit review',
  /** The stars a review gave, as a screen reader reads them. */
  starsGiven: 'You gave {stars, plural, one {# star} other {# stars}} out of 5',
  removedByAdmin: 'Removed by the admin: {reason}',
  reviewDialogTitle: 'Rate {seller}',
  editReviewDialogTitle: 'Your review of {seller}',
  /** Names the dialog's book: which order the rating is for. */
  reviewDialogBook: 'For your order of {title}',
  starsLegend: 'Stars',
  /** Each star's radio button: how many stars choosing it gives. */
  starOption: '{stars, plural, one {# star} other {# stars}}',
  commentLabel: 'Comment (optional)',
  /** Under the comment: its length and the most allowed, both already formatted. */
  commentCounter: '{used} of {max} characters',
  submitReview: 'Submit',
  saveReview: 'Save changes',
  reviewSaved: 'Thank you! Your rating of the seller was saved.',
  reviewUpdated: 'Your review was updated.',
  /** Each row's link to its order page. */
  viewOrder: 'View order',
};
