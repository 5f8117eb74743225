/**
 * @database each
 */
import { eq, inArray } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { orders, testModeIntents } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, addOrder, listingRow } from '../testing/listingFixtures';
import {
  addBuyers,
  addSucceededIntent,
  chargedCents,
  createIntent,
  ORDER_CENTS,
  pay,
  paymentsOfOrders,
} from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const RACERS = 10;

// Runs on PGlite in the server project and on a real PostgreSQL server (real concurrency) in
// the server-postgres one.
describe(`${RACERS} buyers racing for one book on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  let buyers: string[];
  beforeAll(async () => {
    testApp = await buildTestApp();
    buyers = await addBuyers(testApp.db, RACERS);
  }, 60_000);
  afterAll(() => testApp.close());

  const ordersFor = async (listingId: string) =>
    Promise.all(buyers.map((buyer) => addOrder(testApp.db, listingId, 'unpaid', buyer)));
  const messagesOf = (responses: { statusCode: number; json(): unknown }[]) =>
    responses
      .filter((r) => r.statusCode !== 200 && r.statusCode !== 201)
      .map((r) => `${r.statusCode} ${ErrorResponseSchema.parse(r.json()).message}`);

  it('lets exactly one of them start paying; the others are told the book is held', async () => {
    const listingId = await addListing(testApp.db);
    const orderIds = await ordersFor(listingId);

    const answers = await Promise.all(
      buyers.map((buyer, i) => createIntent(testApp, buyer, orderIds[i]!)),
    );

    const winners = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(messagesOf(answers)).toEqual(
      Array(RACERS - 1).fill(`409 ${SERVER_ERRORS.listingReserved}`),
    );
    const winner = orderIds[winners[0]!]!;
    expect((await listingRow(testApp.db, listingId))?.reservedOrderId).toBe(winner);
    const intents = await testApp.db
      .select({ orderId: testModeIntents.orderId })
      .from(testModeIntents)
      .where(inArray(testModeIntents.orderId, orderIds));
    expect(intents).toEqual([{ orderId: winner }]);
  });

  it('records exactly one of ten succeeded payments and refunds the nine others', async () => {
    const listingId = await addListing(testApp.db);
    const orderIds = await ordersFor(listingId);
    // Every buyer already paid the provider (as if holds had been bypassed): the worst case.
    const transactions = await Promise.all(
      buyers.map((buyer, i) => addSucceededIntent(testApp.db, orderIds[i]!, buyer)),
    );

    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        pay(testApp, buyer, { orderId: orderIds[i]!, transactionId: transactions[i]! }),
      ),
    );

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(messagesOf(answers)).toEqual(
      Array(RACERS - 1).fill(`409 ${SERVER_ERRORS.paymentRefunded}`),
    );
    const statuses = await testApp.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    expect(statuses.filter((o) => o.status === 'paid')).toHaveLength(1);
    expect(statuses.filter((o) => o.status === 'cancelled')).toHaveLength(RACERS - 1);
    expect(await paymentsOfOrders(testApp.db, orderIds)).toHaveLength(1);
    expect(await listingRow(testApp.db, listingId)).toMatchObject({ sold: true, adv: false });
    expect(await chargedCents(testApp.db, orderIds)).toBe(ORDER_CENTS);
  });

  it('answers ten replays of one payment with one record and no refund', async () => {
    const listingId = await addListing(testApp.db);
    const [orderId] = await ordersFor(listingId);
    const transactionId = await addSucceededIntent(testApp.db, orderId!, buyers[0]!);

    const answers = await Promise.all(
      buyers.map(() => pay(testApp, buyers[0], { orderId: orderId!, transactionId })),
    );

    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(RACERS - 1).fill(200), 201]);
    expect(new Set(answers.map((a) => a.json().insertedId)).size).toBe(1);
    expect(await paymentsOfOrders(testApp.db, [orderId!])).toHaveLength(1);
    const [intent] = await testApp.db
      .select()
      .from(testModeIntents)
      .where(eq(testModeIntents.id, transactionId));
    expect(intent?.amountRefunded).toBe(0);
  });
});
