/** The toasts (docs/product.md#toasts-and-alerts): texts that must not change, typos included. */
export const toasts = {
  signOut: 'sign out successfull',
  dashboardLogOut: 'log out successful',
  orderSubmitted: 'order submitted please pay from dashboard or will be canceled',
  /** Ours: the order toast's button to the order's payment page. */
  payNow: 'Pay now',
  // Ours: a cash order holds the book; nothing to pay until the meet-up.
  cashOrderPlaced: 'Order placed: the book is held for you. Pay in cash when you meet the seller.',
  addedToWishlist: 'added to wishlist',
  paymentCompleted: 'Congrats! your payment completed',
  advertised: 'product has been added to advertised',
  unadvertised: 'product has been removed from advertised',
  deleted: 'product delete successfull',
  productAdded: '{name} product added successfully.',
  // Ours: a listing edited (docs/product.md#edit-product).
  listingUpdated: 'Book updated',
  profileCreated: 'profile created',
  profileUpdated: 'profile updated',
  loginSuccess: 'user login succcessfull',
  passwordResetSent: 'password reset mail sent!',
  // Ours: the name screen readers give the toasts' region; Alt+T moves to it (react-toastify).
  regionLabel: 'Alerts from the site, Alt+T',
};
