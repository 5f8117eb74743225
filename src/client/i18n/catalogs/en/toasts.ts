/** The toasts (docs/product.md#toasts-and-alerts): texts that must not change, typos included. */
export const toasts = {
  signOut: 'sign out successfull',
  dashboardLogOut: 'log out successful',
  orderSubmitted: 'order submitted please pay from dashboard or will be canceled',
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
  // Ours: verifying the address, and signing out everywhere (docs/product.md#profile).
  verificationSent:
    'We sent a verification link to {email}. Open it, then come back and press “I have verified it”.',
  emailVerified: 'Your email is verified: notifications now come by email too.',
  emailNotYetVerified: 'Your email is not verified yet. Open the link in the mail we sent.',
  signedOutEverywhere: 'You are signed out everywhere.',
  // Ours: the name screen readers give the toasts' region; Alt+T moves to it (react-toastify).
  regionLabel: 'Alerts from the site, Alt+T',
};
