import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { StripeWebhookOutcome } from '../../shared/schemas/payment';
import type { Database } from '../db/client';
import type { PaymentProvider } from './provider';

/** What every payment step works with: the database, the provider, the currency and a log. */
export interface IntentDeps {
  db: Database;
  payments: PaymentProvider;
  /** The currency new intents are created in; one made in another is still recorded. */
  currency: string;
  log: FastifyBaseLogger;
}

/** The app's database, provider and currency, logging to `log` (a request's, or the app's). */
export const intentDepsOf = (app: FastifyInstance, log: FastifyBaseLogger): IntentDeps => ({
  db: app.db,
  payments: app.payments,
  currency: app.config.PAYMENT_CURRENCY,
  log,
});

/**
 * What became of an intent the server withdrew: `cancelled` (or unknown to the provider), so it
 * can never charge anyone; settled, because the card had been charged first (`recorded`,
 * `replayed`, `refunded`, or `unknownOrder` when it names no order of ours); `open` while the
 * provider could neither cancel it nor say it succeeded (a payment still processing).
 */
export type Withdrawal = Exclude<StripeWebhookOutcome, 'ignored'> | 'cancelled' | 'open';

/** The settled (or withdrawn) intent paid for its order: that order now has the book. */
export const paidForItsOrder = (outcome: Withdrawal | 'ignored' | 'failed'): boolean =>
  outcome === 'recorded' || outcome === 'replayed';
