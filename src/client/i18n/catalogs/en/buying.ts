/** Ours: the buying screens' own texts. */
export const buying = {
  orderModalTitle: 'Order {title}',
  submitOrder: 'Submit',
  paymentMethod: 'How will you pay?',
  payOnline: 'Pay online now',
  payCashAtMeetup: 'Cash at the meet-up',
  removeFromWishlist: 'Remove',
  removedFromWishlist: 'removed from wishlist',
  noWishlist: 'Your wishlist is empty. Add books with the heart on a book card.',
  noOrders: 'You have not ordered any books yet.',
  payBy: 'Pay by {when}',
  // A cash order and the handover code (docs/decisions/0053).
  payInCash: 'Pay in cash when you meet',
  meetupAt: 'Meet-up: {when}',
  showHandoverCode: 'Show handover code',
  cancelOrder: 'Cancel order',
  newHandoverCode: 'New handover code',
  handoverCodeIs: 'Show the seller this code when you get the book:',
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
  // The order form's fields (docs/product.md#order-form).
  fieldName: 'Name',
  fieldEmail: 'Email',
  fieldBookTitle: 'Book title',
  fieldPrice: 'Price',
  fieldPhone: 'Phone',
  fieldLocation: 'Meeting location',
};
