import { forgetWithdrawal, pendingWithdrawalIds } from '../db/queries/pendingWithdrawals';
import type { IntentDeps } from './settlementTypes';
import { withdrawIntent } from './settlement';

/**
 * The order expiry's second part: withdraws again the intents withdrawQuietly could not, and
 * forgets each once it is cancelled or settled. One still processing, or a provider still
 * unreachable, stays for the next sweep. Answers how many were done.
 */
export async function retryWithdrawals(deps: IntentDeps): Promise<number> {
  let done = 0;
  for (const intentId of await pendingWithdrawalIds(deps.db)) {
    try {
      if ((await withdrawIntent(deps, intentId)) === 'open') continue;
      await forgetWithdrawal(deps.db, intentId);
      done += 1;
    } catch (error) {
      deps.log.warn({ err: error, intentId }, 'could not withdraw a payment intent yet');
    }
  }
  return done;
}
