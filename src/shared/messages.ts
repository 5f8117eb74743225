/**
 * Every user-visible text quoted by SPEC, character for character (typos are the spec's own,
 * so do not "fix" them). Texts the spec leaves to us are marked as ours.
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
  // Ours: the spec requires these order-form fields without quoting a message.
  meetingLocationRequired: 'meeting location is required',
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
} as const;

/** Server answers (ours): one place so tests and clients can match them. */
export const SERVER_ERRORS = {
  categoryNotFound: 'No category has that name',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
