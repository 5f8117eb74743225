import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ErrorMessage } from '../../shared/errorCodes';
import { CARD_ERRORS } from '../../shared/messages';
import type { Database } from '../db/client';
import { testModeIntents } from '../db/schema';
import type { CreatedIntent, NewIntent, PaymentProvider, ProviderIntent } from './provider';
import { cardFailure, type TestModeCard } from './testModeCards';

type TestModeConfirmOutcome =
  | { ok: true; intent: ProviderIntent }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'card'; message: ErrorMessage };

export interface TestModeProvider extends PaymentProvider {
  readonly kind: 'testMode';
  /** Stripe.js's confirmCardPayment, done here: the card is judged as Stripe's test mode would. */
  confirmWithCard(
    clientSecret: string,
    card: TestModeCard,
    callerEmail: string,
  ): Promise<TestModeConfirmOutcome>;
}

const random = () => randomBytes(18).toString('base64url');

function toIntent(row: typeof testModeIntents.$inferSelect): ProviderIntent {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    clientSecret: row.clientSecret,
    metadata: { orderId: row.orderId, buyerEmail: row.buyerEmail },
  };
}

/**
 * The built-in provider when no Stripe keys are set: intents live in `test_payment_intents`, so
 * every server copy sees the same ones, and state changes are single conditional UPDATEs, so two
 * confirms (or a confirm and a cancel) racing for one intent cannot both take effect.
 */
export function createTestModeProvider(db: Database): TestModeProvider {
  const payable = (id: string) =>
    and(eq(testModeIntents.id, id), eq(testModeIntents.status, 'requires_payment_method'));

  return {
    kind: 'testMode',
    async createIntent({
      amountCents,
      currency,
      orderId,
      buyerEmail,
    }: NewIntent): Promise<CreatedIntent> {
      const id = `pi_local_${random()}`;
      const clientSecret = `${id}_secret_${random()}`;
      await db
        .insert(testModeIntents)
        .values({ id, clientSecret, amount: amountCents, currency, orderId, buyerEmail });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(testModeIntents).where(eq(testModeIntents.id, id));
      return row && toIntent(row);
    },

    async cancelIntent(id) {
      await db.update(testModeIntents).set({ status: 'canceled' }).where(payable(id));
    },

    async refundIntent(id) {
      await db
        .update(testModeIntents)
        .set({ amountRefunded: sql`${testModeIntents.amount}` })
        .where(and(eq(testModeIntents.id, id), eq(testModeIntents.status, 'succeeded')));
    },

    async confirmWithCard(clientSecret, card, callerEmail) {
      const [row] = await db
        .select()
        .from(testModeIntents)
        .where(eq(testModeIntents.clientSecret, clientSecret));
      // Another buyer's secret answers as an unknown one: nothing to learn by guessing.
      if (!row || row.buyerEmail !== callerEmail) return { ok: false, reason: 'notFound' };
      if (row.status !== 'requires_payment_method') {
        return { ok: false, reason: 'card', message: CARD_ERRORS.intentNotPayable };
      }
      const failure = cardFailure(card);
      // A declined card leaves the intent payable, as with Stripe: the buyer may try another.
      if (failure) return { ok: false, reason: 'card', message: failure };
      const [paid] = await db
        .update(testModeIntents)
        .set({ status: 'succeeded' })
        .where(payable(row.id))
        .returning();
      if (!paid) return { ok: false, reason: 'card', message: CARD_ERRORS.intentNotPayable };
      return { ok: true, intent: toIntent(paid) };
    },
  };
}
