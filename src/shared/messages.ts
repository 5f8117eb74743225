/**
 * Every user-visible text. Those quoted from the seed are reproduced character for character,
 * typos included, so do not "fix" them (docs/product.md#texts-that-must-not-change). Texts marked
 * "ours" are the product's own and may be reworded, here only.
 */

export const VALIDATION = {
  emailRequired: 'Enter Your Email',
  emailFormat: 'Entered value does not match email format',
  loginPasswordRequired: 'enter your password',
  passwordMinLength: 'min length is 5',
  nameRequired: 'Enter Your Name',
  nameMaxLength: 'name must be less than 20 character',
  signupPasswordRequired: 'Please Enter a Password',
  imageRequiredSignup: 'Please Enter your image',
  bookNameRequired: 'book name is required',
  resalePriceRequired: 'resale price is required',
  originalPriceRequired: 'original price is required',
  usedRequired: 'total used day is required',
  mobileRequired: 'Mobile number is required',
  descriptionRequired: 'description is required',
  relevantInformationRequired: 'relevant information is required',
  imageRequired: 'image is required',
  forgotPasswordEmailRequired: 'please enter your email',
  // Ours: prices are stored as numbers, so the add-product form also asks for a number.
  priceNumber: 'Enter the price as a number, like 250',
  // Ours: the seed requires these order-form fields without a message for them.
  meetingLocationRequired: 'meeting location is required',
  bookPriceRequired: 'book price is required',
  // Ours: the optional author of a listing.
  authorTooLong: 'author must be at most 100 characters',
  // Ours: text PostgreSQL cannot store (UTF-8): a NUL, or half of a surrogate pair.
  unstorableText: 'must not contain NUL or unpaired surrogate characters',
} as const;

export const TOASTS = {
  signOut: 'sign out successfull',
  dashboardLogOut: 'log out successful',
  orderSubmitted: 'order submitted please pay from dashboard or will be canceled',
  addedToWishlist: 'added to wishlist',
  paymentCompleted: 'Congrats! your payment completed',
  advertised: 'product has been added to advertised',
  unadvertised: 'product has been removed from advertised',
  deleted: 'product delete successfull',
  productAdded: (name: string) => `${name} product added successfully.`,
  profileCreated: 'profile created',
  profileUpdated: 'profile updated',
  loginSuccess: 'user login succcessfull',
  passwordResetSent: 'password reset mail sent!',
} as const;

export const LABELS = {
  seeMore: 'See More!',
  totalBook: 'total book:',
  buyNow: 'Buy Now!',
  createAccount: 'Create an account',
  forgotPassword: 'Forgot password?',
  notFound: 'Not Found',
  totalBuyer: (count: number) => `Total Buyer: ${count}`,
  totalSeller: (count: number) => `Total Seller: ${count}`,
  verified: 'Verified',
  verify: 'Verify',
  paid: 'Paid',
  pay: 'Pay',
  cancelled: 'Cancelled',
  paymentFor: (title: string) => `Payment for ${title}`,
  pleasePay: (price: number | string) => `Please pay $${price} for your order`,
  viewProfile: 'View profile',
  unexpectedError: 'Unexpected Application Error!',
  backToHomepage: 'Back to homepage',
  verifiedSeller: 'Y',
  unverifiedListing: 'x',
  advertise: 'Advertise',
  offAdvertise: 'Off Advertise',
  delete: 'Delete',
  login: 'Login',
  logOut: 'Log Out',
  logout: 'Logout',
  signIn: 'Sign in',
  // Ours: texts of the selling and admin screens the seed leaves unworded.
  addToWishlist: 'Add to wishlist',
  showMoreBooks: 'Show more books',
  sold: 'Sold',
  advertised: 'Advertised',
  cancel: 'Cancel',
  verifiedSellerMark: 'Verified seller',
  unverifiedSellerMark: 'Seller not verified yet',
  verifiedListingMark: 'Listing verified',
  unverifiedListingMark: 'Listing not verified',
} as const;

/** Ours: empty states, confirmations and failures of the listing and admin screens. */
export const LISTING_TEXTS = {
  noCategoryBooks: 'No books in this category yet.',
  noOwnBooks: 'You have not listed any books yet.',
  noBuyers: 'No buyers yet.',
  noSellers: 'No sellers yet.',
  deleteTitle: 'Delete this book?',
  deleteBody: (title: string) =>
    `"${title}" will be removed from the shop and from wishlists, and its unpaid orders will be cancelled. This cannot be undone.`,
  loadFailed: 'The list could not be loaded. Check your connection and try again.',
  actionFailed: 'That did not work. Please try again.',
  retry: 'Try again',
} as const;

export const PAGE_NAMES = {
  home: 'Home',
  products: 'Products',
  about: 'About us',
  blog: 'Blog',
  signin: 'Sign in',
  signup: 'Sign up',
  dashboard: 'Dashboard',
  notFound: 'Not Found',
  // The dashboard sections as the side menu words them ('All Seller' is the seed's wording).
  myWishlist: 'My Wishlist',
  myOrders: 'My Orders',
  addProduct: 'Add Product',
  myProducts: 'My Products',
  allBuyers: 'All Buyers',
  allSellers: 'All Seller',
  payment: 'Payment',
  search: 'Search',
  // Ours: the book page's title until its book is loaded (then the book's title).
  book: 'Book',
} as const;

/** Server answers (ours): one place so tests and clients can match them. */
export const SERVER_ERRORS = {
  categoryNotFound: 'No category has that name',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  // A path Fastify's router cannot read (a broken %-escape) or a path segment over its limit.
  badAddress: 'That address is not valid.',
  addressTooLong: 'That address is too long.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  signInRequired: 'Please sign in first.',
  idTokenInvalid: 'Your sign-in could not be verified. Please sign in again.',
  accessTokenInvalid: 'Your session is not valid. Please sign in again.',
  accessTokenExpired: 'Your session has expired. Please sign in again.',
  emailMismatch: 'That e-mail does not belong to the signed-in account.',
  notYourAccount: 'You can only do this for your own account.',
  // Its return type keeps the text's shape, so errors.ts can type what HttpError may say.
  roleRequired: (roles: readonly string[]): `Only ${string} accounts can do this.` =>
    `Only ${roles.join(' or ')} accounts can do this.`,
  userNotFound: 'No user has that e-mail',
  imageMissing: 'Choose an image file to upload.',
  imageType: 'The image must be a JPEG, PNG, WebP or GIF file.',
  imageTooLarge: 'The image must be 5 MB or smaller.',
  listingNotFound: 'No book has that id.',
  pageCursorGone: 'The book this page started after is gone. Reload the list.',
  notYourListing: 'You can only change your own books.',
  listingSold: 'This book is already sold.',
  categoryIdNotFound: 'No category has that id.',
  categoryMismatch: 'The category name does not match the category id.',
  sellerNotFound: 'No seller has that e-mail.',
  // Orders, wishlist and payments.
  orderNotFound: 'No order of yours has that id.',
  ownListingOrder: 'You cannot order your own book.',
  ownListingWishlist: 'You cannot add your own book to your wishlist.',
  alreadyOrdered: 'You already ordered this book. Pay for it from My Orders.',
  orderPaid: 'This order is already paid.',
  orderCancelled: 'This order was cancelled. Order the book again if it is still for sale.',
  listingReserved:
    'Another buyer is paying for this book right now. Please try again in a few minutes.',
  priceMismatch: 'The price does not match this order.',
  amountTooSmall: 'Card payments must be at least $0.50.',
  amountTooLarge: 'Card payments can be at most $999,999.99.',
  paymentUnknown: 'The payment provider does not know this payment.',
  paymentNotSucceeded: 'The card payment has not succeeded yet.',
  paymentOtherOrder: 'This payment does not belong to this order.',
  paymentAmountMismatch: 'The payment amount does not match this order.',
  paymentRecordedElsewhere: 'This payment was already recorded for another order.',
  paymentRefunded:
    'This book was sold to another buyer before your payment arrived. Your payment has been refunded.',
  notInWishlist: 'That book is not in your wishlist.',
  paymentProviderDown: 'The card payment service did not answer. Please try again.',
  intentNotFound: 'No payment has that client secret.',
  webhookSignatureInvalid: "This webhook is not signed with this server's Stripe signing secret.",
  webhookEventMalformed: 'This webhook body is not a Stripe event.',
  // Search (GET /search): each bad parameter says what is allowed.
  searchTooLong: 'Search for at most 200 characters.',
  searchPriceInvalid: 'A price must be a number of 0 or more, like 250.',
  searchPriceRange: 'The lowest price must not be above the highest price.',
  searchConditionUnknown: 'The condition must be excellent, good or fair.',
  searchLocationUnknown:
    'The location must be one of Dhaka, Chattogram, Sylhet, Rajshahi, Rangpur, Mymensingh, Barishal or Khulna.',
  searchSortUnknown: 'The order must be relevance, newest, price_asc or price_desc.',
  searchVerifiedInvalid: 'verified must be true or false.',
  searchLimitInvalid: 'Ask for 1 to 48 books at a time.',
  searchCursorInvalid: 'That page of results is not valid. Search again.',
} as const;

/**
 * Card errors of the built-in test-mode provider: Stripe's own messages for its test cards, so the
 * page reads the same in test mode as with Stripe (docs/product.md#test-mode).
 */
export const CARD_ERRORS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiryYear: "Your card's expiration year is invalid.",
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test card. Use a test card such as 4242 4242 4242 4242.',
  intentNotPayable: 'This payment can no longer be confirmed. Reload the page to start again.',
} as const;

/**
 * Ours: the seed only logged a failed sign-in. A short human sentence per Firebase Auth error code
 * (docs/product.md#identity-provider-errors), shown under the form; unknown codes get the generic
 * line.
 */
export const AUTH_ERRORS: Record<string, string> = {
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/invalid-login-credentials': 'Wrong e-mail or password.',
  'auth/wrong-password': 'Wrong e-mail or password.',
  'auth/user-not-found': 'No account uses this e-mail. Create an account first.',
  'auth/invalid-email': 'That e-mail address is not valid.',
  'auth/email-already-in-use': 'An account already uses this e-mail. Sign in instead.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/network-request-failed': 'No connection. Check your internet and try again.',
  'auth/popup-blocked': 'The browser blocked the Google window. Allow pop-ups and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google window was closed before signing in.',
  'auth/unauthorized-domain': 'Google sign-in is not allowed on this address.',
  'auth/admin-restricted-operation': 'This sign-in method is not allowed.',
  'auth/user-mismatch': 'That account is not the one signed in.',
  'auth/missing-email': 'please enter your email',
  // Firebase's popup needs Google's script (apis.google.com); unreachable, it fails this way.
  'auth/internal-error': 'Google sign-in could not start. Check your connection and try again.',
};
export const AUTH_ERROR_FALLBACK = 'Sign-in failed. Please try again.';

/** Ours: texts of the buying screens the seed leaves unworded. */
export const BUYING_TEXTS = {
  orderModalTitle: (title: string) => `Order ${title}`,
  submitOrder: 'Submit',
  removeFromWishlist: 'Remove',
  removedFromWishlist: 'removed from wishlist',
  noWishlist: 'Your wishlist is empty. Add books with the heart on a book card.',
  noOrders: 'You have not ordered any books yet.',
  payBy: (when: string) => `Pay by ${when}`,
  testModeTitle: 'Test mode',
  testModeHint:
    'No real money moves. Pay with 4242 4242 4242 4242, any future date and any 3-digit CVC. 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'CVC',
  card: 'Card',
  processing: 'Processing…',
  transactionId: 'Your transaction id:',
  cardFormUnavailable:
    'The card form could not be loaded. Check your connection and reload the page.',
  paymentNotRecorded:
    'Your card payment went through, but we could not record it yet. Press Try again; you will not be charged twice.',
  orderNotPayable: 'This order cannot be paid.',
  viewOrders: 'Back to My Orders',
  ordersCaption: 'Your orders and their payment',
  // Stripe's own wording, so the test-mode form reads like Stripe's card field.
  cardExpiryIncomplete: "Your card's expiration date is incomplete.",
  cardFormLoading: 'Loading the card form…',
} as const;

/** Ours: client-side failures the seed leaves unworded. */
export const CLIENT_ERRORS = {
  uploadNetwork: 'The image could not be sent. Check your connection and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** Ours: the search box, the search page and its filters (docs/product.md#search). */
export const SEARCH_TEXTS = {
  boxLabel: 'Search books',
  boxPlaceholder: 'Search title, author or words',
  submit: 'Search',
  /** The page's name before the title suffix: the words in quotes when there are some. */
  pageName: (words: string) => (words ? `"${words}" – ${PAGE_NAMES.search}` : PAGE_NAMES.search),
  heading: (words: string) => (words ? `Books matching "${words}"` : 'All books'),
  loading: 'Loading books…',
  /** '312 books', '1 book'; past the server's exact count, 'More than 1,000 books'. */
  count: (total: number, exact: boolean) => {
    const number = total.toLocaleString('en-US');
    if (!exact) return `More than ${number} books`;
    return total === 1 ? '1 book' : `${number} books`;
  },
  noMatch: 'No books match your search.',
  noMatchWithFilters: 'No books match your search with these filters.',
  dropFilters: 'Search without filters',
  filters: 'Filters',
  showResults: 'Show results',
  category: 'Category',
  anyCategory: 'Any category',
  price: 'Price (TK)',
  priceFrom: 'From',
  priceTo: 'To',
  applyPrice: 'Apply price',
  condition: 'Condition',
  anyCondition: 'Any condition',
  conditions: { excellent: 'Excellent', good: 'Good', fair: 'Fair' },
  location: 'Location',
  anyLocation: 'Anywhere',
  verifiedOnly: 'Only verified sellers',
  sort: 'Sort by',
  sorts: {
    relevance: 'Best match',
    newest: 'Newest first',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
  },
  activeFilters: 'Active filters',
  chipCategory: (name: string) => `Category: ${name}`,
  chipMinPrice: (price: string) => `From ${price}`,
  chipMaxPrice: (price: string) => `Up to ${price}`,
  chipCondition: (condition: string) => `Condition: ${condition}`,
  chipLocation: (location: string) => `Location: ${location}`,
  chipVerified: 'Verified sellers only',
  removeFilter: (chip: string) => `Remove filter ${chip}`,
  clearAll: 'Clear all',
  /** The category page's link to the search page with the category chosen. */
  searchInCategory: (category: string) => `Search in ${category}`,
} as const;

/** What a shared link's preview says about the book before its description. */
type ShareFacts = {
  author: string;
  price: string;
  condition: string;
  location: string;
  sold: boolean;
};

/** Ours: the page of one book, /book/{id} (docs/product.md#book-page). */
export const BOOK_PAGE_TEXTS = {
  author: 'Author',
  authorPlaceholder: 'Optional, e.g. Humayun Ahmed',
  byAuthor: (author: string) => `by ${author}`,
  coverAlt: (title: string) => `Cover of ${title}`,
  details: 'About this copy',
  category: 'Category',
  description: 'Description',
  relevantInformation: 'Relevant information',
  loading: 'Loading the book…',
  loadFailed: 'This book could not be loaded. Check your connection and try again.',
  soldNote: 'This book has been sold.',
  signInToAct: 'Sign in to buy this book or keep it on your wishlist.',
  /** A shared link's preview text (Open Graph): the facts first, then the seller's words. */
  shareDescription: (book: ShareFacts, description: string) =>
    [
      book.author && `by ${book.author}`,
      book.price,
      `${book.condition} condition`,
      book.location,
      book.sold && LABELS.sold,
    ]
      .filter(Boolean)
      .join(' · ') + `. ${description}`,
} as const;
