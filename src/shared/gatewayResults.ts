/** SSLCommerz's return to the order page, as the server words it and the client reads it. */

/**
 * What the order page is told (`?payment=`) when SSLCommerz sends the buyer back: paid; held for
 * the admin's review (the gateway's risk check); failed or cancelled (the order stays payable);
 * refunded (the book went elsewhere meanwhile); pending (the gateway has not confirmed yet).
 */
export const GATEWAY_RETURN_RESULTS = [
  'paid',
  'held',
  'failed',
  'cancelled',
  'refunded',
  'pending',
] as const;
