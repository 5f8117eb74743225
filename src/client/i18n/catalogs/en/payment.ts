/** Ours: the payment page, /dashboard/payment/{id} (docs/product.md#payment-page). */
export const payment = {
  loading: 'Loading your order…',
  /**
   * The original brief's sentence with `price` in the currency charged (amountDue.ts): 'TK 350'
   * in Taka, '$350' in dollars as the brief had it; '250.50' when there are poisha or cents.
   */
  pleasePay: 'Please pay {price} for your order',
  expiryPlaceholder: 'MM/YY',
  // Stripe confirmed the card without success: the server's words for it (SERVER_ERRORS).
  cardNotSucceeded: 'The card payment has not succeeded yet.',
};
