/**
 * The server's English texts: the forms' validation messages (the shared schemas use them on both
 * sides), its refusals and the test-mode card errors, each with a stable code
 * (src/shared/errorCodes.ts; the client shows Bangla by code, src/client/i18n/errors/bn.ts), and
 * the book page's link preview. Those that must not change are reproduced character for
 * character, typos included, so do not "fix" them (docs/product.md#texts-that-must-not-change).
 * Every text the client shows itself is in its catalogues (src/client/i18n/catalogs).
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
  // Ours: a lower price could be ordered but never paid (MINIMUM_PRICE, in the payment currency).
  priceBelowMinimum: 'The price must be at least TK 70: card payments cannot be smaller.',
  // Ours: the order form requires these fields, and no kept text words their refusal.
  meetingLocationRequired: 'meeting location is required',
  bookPriceRequired: 'book price is required',
  // Ours: the optional author of a listing.
  authorTooLong: 'author must be at most 100 characters',
  // Ours: text PostgreSQL cannot store (UTF-8): a NUL, or half of a surrogate pair.
  unstorableText: 'must not contain NUL or unpaired surrogate characters',
  // Ours: a seller's rating (1 to 5 stars) and its optional comment; the admin's removal reason.
  ratingRange: 'Choose 1 to 5 stars.',
  reviewCommentTooLong: 'Write at most 1,000 characters.',
  removalReasonRequired: 'Say why the review is removed.',
  removalReasonTooLong: 'Write the reason in at most 500 characters.',
  // Ours: messages between a buyer and a seller.
  messageRequired: 'Write a message first.',
  messageTooLong: 'Write at most 2,000 characters.',
  // Ours: why something is reported to the admin, and the admin's note when closing a report.
  reportReasonRequired: 'Say why you are reporting it.',
  reportReasonTooLong: 'Write the reason in at most 500 characters, please.',
  reportNoteRequired: 'Write what you decided and why.',
  reportNoteTooLong: 'Write the note in at most 500 characters.',
  // Ours: the mobile number on a person's profile.
  mobileFormat: 'Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.',
  // Ours: how a listing may be paid for (online, cash at the meet-up).
  paymentMethodRequired: 'Choose online, cash at the meet-up, or both, each once.',
  // Ours: the handover code the buyer shows and the seller types in.
  handoverCodeFormat: 'Type the 6 digits of the code the buyer shows you.',
  // Ours: a payout the admin records: its amount in TK and its reference (a bKash transaction id).
  payoutAmountFormat: 'Enter the amount in TK as a number, like 500.',
  payoutReferenceRequired: 'Write the reference of the payment, such as the bKash transaction id.',
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
  // A body that kept arriving slower than the server waits for (plugins/slowBodies.ts).
  requestTooSlow: 'The connection was too slow to send this. Please try again.',
  signInRequired: 'Please sign in first.',
  idTokenInvalid: 'Your sign-in could not be verified. Please sign in again.',
  accessTokenInvalid: 'Your session is not valid. Please sign in again.',
  accessTokenExpired: 'Your session has expired. Please sign in again.',
  emailMismatch: 'That e-mail does not belong to the signed-in account.',
  sessionEnded: 'This session was ended. Please sign in again.',
  verifyEmailToSignIn:
    'An account here already uses this e-mail. Verify the e-mail with the link we sent to it, then sign in again.',
  emailInUse: 'Another account here already uses this e-mail.',
  notYourAccount: 'You can only do this for your own account.',
  // Its return type keeps the text's shape, so errors.ts can type what HttpError may say.
  roleRequired: (roles: readonly string[]): `Only ${string} accounts can do this.` =>
    `Only ${roles.join(' or ')} accounts can do this.`,
  userNotFound: 'No user has that e-mail',
  imageMissing: 'Choose an image file to upload.',
  imageType: 'The image must be a JPEG, PNG, WebP or GIF file.',
  imageTooLarge: 'The image must be 5 MB or smaller.',
  imageUnreadable: 'That image could not be read: the file may be damaged. Try another photo.',
  // Read from the image's header before any pixel is decoded (server/images/imageDimensions.ts).
  imageDimensionsTooLarge:
    'This image is too large: at most 10,000 pixels on a side and 64 megapixels in all.',
  imageTooNarrow:
    'This image is too long and narrow: its long side may be at most 20 times its short side.',
  listingNotFound: 'No book has that id.',
  pageCursorGone: 'The book this page started after is gone. Reload the list.',
  notYourListing: 'You can only change your own books.',
  listingSold: 'This book is already sold.',
  categoryIdNotFound: 'No category has that id.',
  // Editing a listing (PUT /listings/{id}).
  listingEditConflict:
    'This book was changed elsewhere (another tab or device) after you opened it. Your changes were not saved: reload to see the latest version.',
  // Reviews of sellers (POST /reviews, PUT /reviews/{id}, POST /reviews/{id}/removal).
  notYourOrder: 'You can only rate the seller of your own order.',
  reviewOrderNotHandedOver: 'You can rate the seller only after the book is handed over.',
  reviewExists: 'You already rated this order. Change your review instead.',
  reviewNotFound: 'No review has that id.',
  notYourReview: 'You can only change your own review.',
  reviewEditClosed: 'A review can be changed for 30 days only.',
  reviewRemoved: 'This review was removed by the admin and cannot be changed.',
  reviewAlreadyRemoved: 'This review was already removed.',
  // A seller's page (GET /seller/{id}...): the id names no seller.
  sellerIdNotFound: 'No seller has that id.',
  // Conversations: only its buyer and seller read or write one; the admin reads a
  // reported one, removes a message or stops a person from sending.
  conversationNotFound: 'No conversation of yours has that id.',
  ownListingMessage: 'This is your own book: buyers ask you about it.',
  messagingBlocked:
    'The admin has stopped you from sending messages. Write to the admin if you think this is a mistake.',
  messageNotFound: 'No message has that id.',
  messageAlreadyRemoved: 'This message was already removed.',
  userIdNotFound: 'No user has that id.',
  adminMessagingBlock: 'Admin accounts cannot be stopped from sending messages.',
  notificationNotFound: 'No notification of yours has that id.',
  // Reports to the admin, and listings waiting for the admin's approval.
  ownListingReport: 'You cannot report your own book.',
  ownReviewReport: 'You cannot report your own review.',
  reportNotFound: 'No report has that id.',
  reportAlreadyResolved: 'This report was already resolved.',
  listingNotAwaitingApproval: 'This book is not waiting for approval.',
  eventCursorInvalid: 'The last event id is not valid. Reconnect without it.',
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
  // An order's life: cash at the meet-up, the handover code, cancelling (docs/decisions/0053).
  paymentMethodNotAccepted: 'The seller does not take this way of paying for this book.',
  listingHeldForMeetup:
    'Another buyer has reserved this book to pay in cash when they meet the seller. It becomes free again if that order is cancelled.',
  meetupOutOfRange: 'Choose a meet-up time from now up to 14 days ahead.',
  meetupOnlyForCash: 'Only an order paid in cash at the meet-up has a meet-up time to agree.',
  meetupNothingToAgree: 'There is no meet-up time waiting for you to agree to.',
  orderChangeRefused:
    'This order cannot be changed that way now. Reload it to see where it stands.',
  meetupNotYetPassed:
    'You can cancel for a no-show only once the meet-up time has passed, and only while the order waits for the handover.',
  payoutOverBalance: 'A payout can be at most what the seller is owed.',
  problemWindowClosed:
    'A problem can be reported only for an order paid online, within 48 hours of its handover.',
  problemAlreadyReported: 'You already reported a problem with this order.',
  problemNotFound: 'No problem report has that id.',
  problemAlreadyResolved: 'This problem report was already resolved.',
  onlyTheBuyer: 'Only the buyer of this order can do this.',
  onlyTheSeller: 'Only the seller of this order can do this.',
  handoverCodeWrong: 'That code is not right. Check the code on the buyer’s phone and try again.',
  handoverLocked:
    'Five wrong codes were typed, so confirming this handover is locked for 15 minutes. Both of you have been told.',
  notHandedOverInTime:
    'You can cancel a paid order only when it has not been handed over for 7 days.',
  // The card's limits in the payment currency: Taka (the default), or the original dollars.
  amountTooSmall: 'Card payments must be at least TK 70.',
  amountTooSmallUsd: 'Card payments must be at least $0.50.',
  listingBelowMinimumPrice:
    'This book is priced under TK 70, less than a card payment can be, so it can be paid only in cash.',
  amountTooLarge: 'Card payments can be at most TK 999,999.99.',
  amountTooLargeUsd: 'Card payments can be at most $999,999.99.',
  paymentUnknown: 'The payment provider does not know this payment.',
  paymentNotSucceeded: 'The card payment has not succeeded yet.',
  paymentOtherOrder: 'This payment does not belong to this order.',
  paymentAmountMismatch: 'The payment amount does not match this order.',
  paymentRecordedElsewhere: 'This payment was already recorded for another order.',
  paymentRefunded:
    'This book was sold to another buyer before your payment arrived. Your payment has been refunded.',
  paymentRefundedListingRemoved:
    'The seller removed this book before your payment arrived. Your payment has been refunded.',
  notInWishlist: 'That book is not in your wishlist.',
  paymentProviderDown: 'The card payment service did not answer. Please try again.',
  intentNotFound: 'No payment has that client secret.',
  webhookSignatureInvalid: "This webhook is not signed with this server's Stripe signing secret.",
  gatewayUnavailable: 'Paying by bKash, Nagad or Rocket is not available here.',
  gatewaySignatureInvalid: "This notification is not signed with this store's SSLCommerz password.",
  paymentHeldForReview:
    'Your payment is being checked. We will tell you as soon as it is accepted or refunded.',
  heldPaymentNotFound: 'There is no payment held for review with this id.',
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
  // Offers (docs/product.md#offers): a buyer's price, the seller's answer or counter.
  offerNotFound: 'No offer of yours has that id.',
  ownListingOffer: 'You cannot make an offer on your own book.',
  listingFixedPrice: 'The seller takes no offers on this book: its price is fixed.',
  offerAlreadyOpen:
    'You already have an offer on this book. Wait for the answer, or order it if it was accepted.',
  offerNotBelowPrice: 'An offer must be lower than the listed price.',
  offerBelowMinimum: 'An offer must be at least TK 70: card payments cannot be smaller.',
  counterSameAmount: "A counter offer must be a different price from the buyer's offer.",
  counterBySellerOnly: 'Only the seller can answer an offer with another price.',
  offerNotAwaitingYou:
    'This offer is not waiting for your answer now. Reload to see where it stands.',
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

/** What a shared link's preview says about the book before its description. */
type ShareFacts = {
  author: string;
  price: string;
  condition: string;
  location: string;
  sold: boolean;
};

/**
 * Ours: what the server writes into a book page's HTML for link previews (Open Graph,
 * docs/product.md#link-previews), in English: a preview is made once for every reader. The
 * client's own texts are in src/client/i18n/catalogs.
 */
export const BOOK_PAGE_TEXTS = {
  coverAlt: (title: string) => `Cover of ${title}`,
  /** A shared link's preview text: the facts first, then the seller's words. */
  shareDescription: (book: ShareFacts, description: string) =>
    [
      book.author && `by ${book.author}`,
      book.price,
      `${book.condition} condition`,
      book.location,
      book.sold && 'Sold',
    ]
      .filter(Boolean)
      .join(' · ') + `. ${description}`,
} as const;
