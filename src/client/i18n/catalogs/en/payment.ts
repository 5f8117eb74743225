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
  // Ours: paying on SSLCommerz's page, offered beside the card form when it is configured.
  gatewayHeading: 'Pay with a mobile wallet or card',
  gatewayHint: 'You finish paying on SSLCommerz’s secure page, then come back to your order.',
  gatewayOption: 'bKash, Nagad, Rocket or card',
  gatewayOpening: 'Taking you to the payment page…',
  cardHeading: 'Or pay by card here',
};
