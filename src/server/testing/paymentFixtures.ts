import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PAYMENT_CURRENCY, TEST_MODE_CARDS } from '../../shared/constants';
import type { Database } from '../db/client';
import { payments, testModeIntents } from '../db/schema';
import { signedInAs } from './authHeaders';
import { buildTestApp, type TestApp } from './buildTestApp';
import { addListing, addOrder, addUser, BUYER } from './listingFixtures';

/** A second buyer, for the "someone else's order or intent" refusals. */
export const OTHER_BUYER = 'otherbuyer@demo.test';

/** The test app (test-mode provider, demo data) with OTHER_BUYER added beside the demo buyer. */
export async function buildPaymentTestApp(): Promise<TestApp> {
  const testApp = await buildTestApp();
  await addUser(testApp.db, OTHER_BUYER, 'Other Buyer', 'buyer');
  return testApp;
}

/** The fixtures' order price (listingFixtures.addOrder): 150.00, so 15000 cents. */
export const ORDER_PRICE = 150;
export const ORDER_CENTS = 15_000;

/** A JSON POST as `caller` (signed in through the app's own issuer), or anonymous. */
export async function postAs(
  testApp: TestApp,
  url: string,
  caller: string | undefined,
  payload: object,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: caller ? await signedInAs(testApp, caller) : {},
  });
}

export const createIntent = (testApp: TestApp, caller: string | undefined, orderId: string) =>
  postAs(testApp, '/api/create-payment-intent', caller, { bookPrice: ORDER_PRICE, orderId });

/** A card that passes the number and expiry checks: next year, any CVC. */
export const card = (cardNumber: string = TEST_MODE_CARDS.succeeds) => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getFullYear() + 1,
  cvc: '123',
});

export const confirmCard = (
  testApp: TestApp,
  caller: string | undefined,
  clientSecret: string,
  cardNumber: string = TEST_MODE_CARDS.succeeds,
) => postAs(testApp, '/api/test-payments/confirm', caller, { clientSecret, ...card(cardNumber) });

export const pay = (
  testApp: TestApp,
  caller: string | undefined,
  body: { orderId: string; transactionId: string; email?: string; bookPrice?: number },
) =>
  postAs(testApp, '/api/payments', caller, {
    bookPrice: ORDER_PRICE,
    email: caller ?? body.email,
    ...body,
  });

/** Stripe's rule: the intent id is the client secret up to `_secret_`. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/** An unpaid order of `buyer` with an intent, confirmed with `cardNumber` or not at all. */
export async function orderWithIntent(
  testApp: TestApp,
  buyer = BUYER,
  cardNumber?: string,
  listingId?: string,
): Promise<{ orderId: string; transactionId: string }> {
  const listing = listingId ?? (await addListing(testApp.db));
  const orderId = await addOrder(testApp.db, listing, 'unpaid', buyer);
  const { clientSecret } = (await createIntent(testApp, buyer, orderId)).json();
  if (cardNumber) await confirmCard(testApp, buyer, clientSecret, cardNumber);
  return { orderId, transactionId: intentIdOf(clientSecret) };
}

export async function intentRow(db: Database, id: string) {
  return (await db.select().from(testModeIntents).where(eq(testModeIntents.id, id)))[0];
}

/** A test intent the buyer has already paid, written straight to the provider's table. */
export async function addSucceededIntent(
  db: Database,
  orderId: string,
  buyerEmail: string,
  { amount = ORDER_CENTS, currency = PAYMENT_CURRENCY as string } = {},
): Promise<string> {
  const id = `pi_local_fixture_${randomBytes(8).toString('hex')}`;
  await db.insert(testModeIntents).values({
    id,
    clientSecret: `${id}_secret_fixture`,
    amount,
    currency,
    status: 'succeeded',
    orderId,
    buyerEmail,
  });
  return id;
}

export const paymentsOfOrders = (db: Database, orderIds: string[]) =>
  db.select().from(payments).where(inArray(payments.orderId, orderIds));

/** What the buyers of these orders were charged in the end: succeeded minus refunded, in cents. */
export async function chargedCents(db: Database, orderIds: string[]): Promise<number> {
  const rows = await db
    .select()
    .from(testModeIntents)
    .where(inArray(testModeIntents.orderId, orderIds));
  return rows
    .filter((row) => row.status === 'succeeded')
    .reduce((sum, row) => sum + row.amount - row.amountRefunded, 0);
}

/** `count` extra buyers, racer0@... upward, each able to order and pay. */
export async function addBuyers(db: Database, count: number, prefix = 'racer'): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@demo.test`);
  for (const email of emails) await addUser(db, email, `Racer ${email}`, 'buyer');
  return emails;
}
