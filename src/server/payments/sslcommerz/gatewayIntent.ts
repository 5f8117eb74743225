import { PAYMENT_SUCCEEDED } from '../../../shared/constants';
import type { GatewaySessionRow } from '../../db/queries/gatewaySessions';
import type { ProviderIntent } from '../provider';

/**
 * The session as a provider's intent, so settlement treats it as any card payment: paid or
 * accepted is `succeeded`; held waits (`held`, never final); refunded or mismatched can never
 * pay the order (`canceled`); an open one the server withdrew and the gateway knows no valid
 * payment for is `canceled` too.
 */
export function intentOf(session: GatewaySessionRow): ProviderIntent {
  const statuses: Record<GatewaySessionRow['status'], string> = {
    paid: PAYMENT_SUCCEEDED,
    accepted: PAYMENT_SUCCEEDED,
    held: 'held',
    refunded: 'canceled',
    mismatched: 'canceled',
    open: session.withdrawnAt ? 'canceled' : 'requires_payment_method',
  };
  return {
    id: session.tranId,
    status: statuses[session.status],
    amount: session.amountCents,
    currency: session.currency,
    clientSecret: null,
    metadata: { orderId: session.orderId, buyerEmail: session.buyerEmail },
  };
}
