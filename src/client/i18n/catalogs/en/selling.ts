/**
 * Ours: the Add Product form and My Products (docs/product.md#add-product). Options show these
 * labels while their values stay the API's (cities: listing.location_*); a
 * condition is one ICU select, so plain 'good' or 'fair' never stand alone in the catalogue (a
 * Bangla screen's user text may hold them). English keeps the conditions lowercase.
 */
export const selling = {
  bookName: 'Book name',
  resalePrice: 'Resale price (TK)',
  originalPrice: 'Original price (TK)',
  used: 'Total used',
  usedPlaceholder: '2 years, or 120 days',
  mobile: 'Mobile number',
  category: 'Category',
  condition: 'Condition',
  conditionName: '{condition, select, excellent {excellent} good {good} other {fair}}',
  location: 'Location',
  description: 'Description',
  relevantInformation: 'Relevant information',
  image: 'Image',
  loadingCategories: 'Loading categories…',
  loadingOwnBooks: 'Loading your books…',
  // Ours: editing a listing (docs/product.md#edit-product).
  edit: 'Edit',
  editProduct: 'Edit Product',
  saveChanges: 'Save changes',
  loadingListing: 'Loading your book…',
  currentPhoto: 'Current photo',
  replacePhotoHint: 'Choose a new image below only to replace it.',
  notYourBook: 'This book is not one of your books, or it no longer exists.',
  soldCannotEdit: 'This book is sold. Sold books cannot be edited.',
  backToMyProducts: 'Back to My Products',
  unpaidOrdersNote:
    'This book has orders waiting for payment. They keep the title and price they were placed at, and their payment charges that price; your changes apply to new orders.',
  loadLatest: 'Load the latest version',
  // Ours: a new seller's first books wait for the admin (docs/product.md#listing-approval).
  awaitingApproval: 'Waiting for approval',
  awaitingApprovalNote: 'Only you and the admin see this book until the admin approves it.',
  // 'Orders for my books' and the handover (docs/decisions/0053).
  paymentMethods: 'Payment you accept',
  acceptOnline: 'Online (held until the handover)',
  acceptCash: 'Cash when you meet',
  loadingSellerOrders: 'Loading the orders for your books…',
  noSellerOrders: 'Nobody has ordered your books yet.',
  orderedBy: 'Ordered by {buyer}',
  meetupAt: 'Meet-up: {when}',
  orderAwaitingPayment: 'Waiting for the buyer to pay online.',
  orderCashAtMeetup:
    'To be paid in cash when you meet. Type the buyer’s code when you hand the book over.',
  orderPaidOnline:
    'Paid online; the money is held until the handover. Type the buyer’s code when you hand the book over.',
  orderHandedOver: 'Handed over: the sale is complete.',
  orderCancelled: 'Cancelled.',
  handoverCodeLabel: 'The buyer’s handover code',
  confirmHandover: 'Confirm handover',
  buyerDidNotCome: 'The buyer did not come: cancel and free the book',
  viewOrder: 'View order',
  /** Ours: the seller takes no offers on the listing (docs/product.md#offers). */
  fixedPrice: 'Fixed price',
  fixedPriceHint: 'No offers: buyers pay the listed price.',
};
