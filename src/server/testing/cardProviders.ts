import { eq, inArray } from 'drizzle-orm';
import { orders, payments, testModeIntents } from '../db/schema';
import { buildTestApp, type TestApp } from './buildTestApp';
import { addUser } from './listingFixtures';
import { confirmCard, intentRow, OTHER_BUYER } from './paymentFixtures';
import { buildStripeTestApp, isStripeTestApp, type StripeTestApp } from './stripeFixtures';

/** One intent as the buyer's bank statement shows it. */
interface CardCharge {
  intentId: string;
  charged: boolean;
  refunded: boolean;
}

/**
 * A card provider a payment test runs against, with the same verbs for both: the built-in test
 * provider, or Stripe (the real adapter, a fake Stripe API) without a webhook, so that only the
 * server's own calls can settle a payment. Neither app sweeps on a timer.
 */
export interface CardProvider {
  name: string;
  /** The app with the demo data and OTHER_BUYER. */
  build(): Promise<TestApp>;
  /** The buyer's card charged for this intent, as their payment page does it. */
  charge(testApp: TestApp, intentId: string): Promise<void>;
  /** The card gets charged when the server's cancel of this intent reaches the provider. */
  chargeOnCancel(testApp: TestApp, intentId: string): void;
  /** Undoes chargeOnCancel. */
  reset(testApp: TestApp): void;
  /** Every intent made for these orders. */
  charges(testApp: TestApp, orderIds: string[]): Promise<CardCharge[]>;
}

const stripeOf = (testApp: TestApp): StripeTestApp['stripe'] => {
  if (!isStripeTestApp(testApp)) throw new Error('not a Stripe test app');
  return testApp.stripe;
};

const NO_TIMER = { ORDER_EXPIRY_SWEEP_SECONDS: '0' };

const TEST_MODE_PROVIDER: CardProvider = {
  name: 'the test-mode provider',
  async build() {
    const testApp = await buildTestApp({ env: NO_TIMER });
    await addUser(testApp.db, OTHER_BUYER, 'Other Buyer', 'buyer');
    return testApp;
  },
  async charge(testApp, intentId) {
    const row = await intentRow(testApp.db, intentId);
    const confirmed = await confirmCard(testApp, row?.buyerEmail, row?.clientSecret ?? '');
    if (confirmed.statusCode !== 200) throw new Error(`card not charged: ${confirmed.body}`);
  },
  chargeOnCancel(testApp, intentId) {
    const provider = testApp.app.payments;
    const cancel = provider.cancelIntent.bind(provider);
    jest.spyOn(provider, 'cancelIntent').mockImplementation(async (id) => {
      if (id === intentId) await this.charge(testApp, id);
      return cancel(id);
    });
  },
  reset: () => jest.restoreAllMocks(),
  async charges(testApp, orderIds) {
    const rows = await testApp.db
      .select()
      .from(testModeIntents)
      .where(inArray(testModeIntents.orderId, orderIds));
    return rows.map((row) => ({
      intentId: row.id,
      charged: row.status === 'succeeded',
      refunded: row.amountRefunded > 0,
    }));
  },
};

const STRIPE_WITHOUT_WEBHOOK: CardProvider = {
  name: 'Stripe without a webhook',
  build: () => buildStripeTestApp({ ...NO_TIMER, STRIPE_WEBHOOK_SECRET: '' }),
  charge: async (testApp, intentId) => void stripeOf(testApp).succeed(intentId),
  chargeOnCancel(testApp, intentId) {
    const stripe = stripeOf(testApp);
    stripe.onCancel = (id) => void (id === intentId && stripe.succeed(id));
  },
  reset: (testApp) => void (stripeOf(testApp).onCancel = undefined),
  async charges(testApp, orderIds) {
    const stripe = stripeOf(testApp);
    return orderIds.flatMap((orderId) =>
      stripe.intentsOf(orderId).map((intent) => ({
        intentId: intent.id,
        charged: intent.status === 'succeeded',
        refunded: stripe.isRefunded(intent.id),
      })),
    );
  },
};

export const CARD_PROVIDERS = [TEST_MODE_PROVIDER, STRIPE_WITHOUT_WEBHOOK];

/**
 * The intents of these orders whose card stays charged although nothing was bought with it: not
 * refunded, and not the recorded payment of a paid order. Empty is the promise to every buyer.
 */
export async function chargedWithoutPaidOrder(
  testApp: TestApp,
  provider: CardProvider,
  orderIds: string[],
): Promise<string[]> {
  const recorded = await testApp.db
    .select({ transactionId: payments.transactionId, status: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(inArray(payments.orderId, orderIds));
  const paid = new Set(recorded.flatMap((r) => (r.status === 'paid' ? [r.transactionId] : [])));
  return (await provider.charges(testApp, orderIds))
    .filter(({ intentId, charged, refunded }) => charged && !refunded && !paid.has(intentId))
    .map(({ intentId }) => intentId);
}
