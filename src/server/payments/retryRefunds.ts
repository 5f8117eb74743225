import { forgetRefund, pendingRefundsToRetry } from '../db/queries/pendingRefunds';
import type { IntentDeps } from './settlementTypes';

/**
 * The order expiry's third part: asks the provider again for each refund it refused or did not
 * answer (orders/orderChanges.ts refundPayment), and forgets each once made. One still refused
 * stays for the next sweep. Answers how many were made.
 */
export async function retryRefunds(deps: IntentDeps): Promise<number> {
  let done = 0;
  for (const { orderId, transactionId } of await pendingRefundsToRetry(deps.db)) {
    try {
      await deps.payments.refundIntent(transactionId);
    } catch (error) {
      deps.log.warn({ err: error, orderId }, 'could not refund a cancelled order yet');
      continue;
    }
    if (await forgetRefund(deps.db, orderId)) done += 1;
  }
  return done;
}
