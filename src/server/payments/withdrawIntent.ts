import { PAYMENT_SUCCEEDED } from '../../shared/constants';
import type { StripeWebhookOutcome } from '../../shared/schemas/payment';
import {
  forgetWithdrawal,
  pendingWithdrawalIds,
  rememberWithdrawal,
} from '../db/queries/pendingWithdrawals';
import type { IntentDeps } from './intentForOrder';
import { settleSucceededIntent } from './settleSucceededIntent';

/**
 * What became of an intent the server withdrew: `cancelled` (or unknown to the provider), so it
 * can never charge anyone; settled, because the card had been charged first (`recorded`,
 * `replayed`, `refunded`, or `unknownOrder` when it names no order of ours); `open` while the
 * provider could neither cancel it nor say it succeeded (a payment still processing).
 */
type Withdrawal = Exclude<StripeWebhookOutcome, 'ignored'> | 'cancelled' | 'open';

/** States from which an intent can no longer move, so there is nothing to cancel. */
const FINAL_STATUSES: ReadonlySet<string> = new Set([PAYMENT_SUCCEEDED, 'canceled']);

/**
 * Makes an intent that must no longer be paid unable to leave a charge behind: unless it already
 * succeeded or was cancelled, it is cancelled at the provider and then read back, because the
 * buyer's card may have gone through just before (the provider then refuses the cancel, and both
 * adapters take that refusal as done). A succeeded intent is settled like any late payment,
 * through settleSucceededIntent: recorded if its order can still be paid, refunded otherwise.
 * Every step is conditional or idempotent, so the buyer's own page, a webhook, the sweep or
 * another server copy may settle the same intent meanwhile.
 */
export async function withdrawIntent(deps: IntentDeps, intentId: string): Promise<Withdrawal> {
  let intent = await deps.payments.retrieveIntent(intentId);
  if (intent && !FINAL_STATUSES.has(intent.status)) {
    await deps.payments.cancelIntent(intentId);
    intent = await deps.payments.retrieveIntent(intentId);
  }
  if (!intent || intent.status === 'canceled') return 'cancelled';
  if (intent.status !== PAYMENT_SUCCEEDED) return 'open';
  const settled = await settleSucceededIntent(deps, intent);
  // It ignores only an intent that has not succeeded: then it is still open.
  return settled === 'ignored' ? 'open' : settled;
}

/**
 * withdrawIntent for a caller that must go on whatever happens (another buyer's request): a
 * failure is logged, not shown, and answered `failed`. The intent is then remembered, and the
 * order expiry withdraws it again (retryWithdrawals) until the provider answers: its buyer may
 * still be charged, and their page may close before it reports the payment.
 */
export async function withdrawQuietly(
  deps: IntentDeps,
  intentId: string,
): Promise<Withdrawal | 'failed'> {
  try {
    return await withdrawIntent(deps, intentId);
  } catch (error) {
    deps.log.warn({ err: error, intentId }, 'could not withdraw a payment intent; retried later');
    await rememberWithdrawal(deps.db, intentId).catch((dbError: unknown) =>
      deps.log.error({ err: dbError, intentId }, 'could not remember a withdrawal to retry'),
    );
    return 'failed';
  }
}

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

/** The settled (or withdrawn) intent paid for its order: that order now has the book. */
export const paidForItsOrder = (outcome: Withdrawal | 'ignored' | 'failed'): boolean =>
  outcome === 'recorded' || outcome === 'replayed';
