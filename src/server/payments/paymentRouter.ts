import type { PaymentProvider } from './provider';
import { GATEWAY_TRAN_PREFIX, type GatewayProvider } from './sslcommerz/gatewayProvider';

/**
 * `app.payments`: the card provider (Stripe or the test-mode one), with every call about a
 * transaction id of the gateway's (`ssl_...`) sent to the gateway instead. So refunds, withdrawals,
 * the expiry sweep and settlement reach the right provider from the transaction id alone. The
 * card provider's own extras (the test mode's card confirm) stay reachable as they were.
 */
export function routePayments<Card extends PaymentProvider>(
  card: Card,
  gateway: GatewayProvider | undefined,
): Card {
  if (!gateway) return card;
  const providerOf = (id: string) => (id.startsWith(GATEWAY_TRAN_PREFIX) ? gateway : card);
  return {
    ...card,
    retrieveIntent: (id: string) => providerOf(id).retrieveIntent(id),
    cancelIntent: (id: string) => providerOf(id).cancelIntent(id),
    refundIntent: (id: string) => providerOf(id).refundIntent(id),
    openIntentIds: () => gateway.openIntentIds(),
  };
}
