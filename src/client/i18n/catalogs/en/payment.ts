/** Ours: the payment page, /dashboard/payment/{id} (docs/product.md#payment-page). */
export const payment = {
  loading: 'Loading your order…',
  /**
   * A text that must not change, '$' included, with the price as the page words it ('250',
   * '250.50'); Bangla gets the price in taka and Bangla digits ('৳২৫০') as `price` (amountDue.ts).
   */
  pleasePay: 'Please pay ${price} for your order',
  expiryPlaceholder: 'MM/YY',
  // Stripe confirmed the card without success: the server's words for it (SERVER_ERRORS).
  cardNotSucceeded: 'The card payment has not succeeded yet.',
};
