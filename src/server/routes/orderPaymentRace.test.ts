/**
 * @database each
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, addOrder, listingRow, orderRow, OWNER } from '../testing/listingFixtures';
import { orderPayload, ordersFor, sendAs } from '../testing/orderFixtures';
import {
  addBuyers,
  addSucceededIntent,
  chargedCents,
  confirmCard,
  createIntent,
  intentIdOf,
  ORDER_CENTS,
  pay,
  paymentsOfOrders,
} from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const RACERS = 8;

/**
 * Beside paymentRace.test.ts (the payment steps raced on their own): whole purchases raced end
 * to end, orders arriving while the book is being sold, and a sale racing the seller's delete.
 */
describe(`orders and payments racing on one book on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  let buyers: string[];
  beforeAll(async () => {
    testApp = await buildTestApp();
    buyers = await addBuyers(testApp.db, RACERS, 'orderracer');
  }, 60_000);
  afterAll(() => testApp.close());

  const placeOrder = (buyer: string, listingId: string) =>
    sendAs(testApp, 'POST', '/api/orders', buyer, orderPayload(listingId, { email: buyer }));
  /** Every non-2xx answer as "status message"; a 5xx would show up here too. */
  const refusal = (answer: { statusCode: number; json(): unknown }) =>
    `${answer.statusCode} ${ErrorResponseSchema.parse(answer.json()).message}`;

  /** One buyer's whole purchase: order, start paying, pay by card, record. Stops at a refusal. */
  async function buy(buyer: string, listingId: string): Promise<string> {
    const ordered = await placeOrder(buyer, listingId);
    if (ordered.statusCode !== 201) return refusal(ordered);
    const orderId: string = ordered.json().insertedId;
    const intent = await createIntent(testApp, buyer, orderId);
    if (intent.statusCode !== 200) return refusal(intent);
    const { clientSecret } = intent.json();
    const confirmed = await confirmCard(testApp, buyer, clientSecret);
    if (confirmed.statusCode !== 200) return refusal(confirmed);
    const paid = await pay(testApp, buyer, { orderId, transactionId: intentIdOf(clientSecret) });
    return paid.statusCode === 201 ? 'paid' : refusal(paid);
  }

  it('sells the book once when every buyer orders and pays at the same moment', async () => {
    const listingId = await addListing(testApp.db);

    const outcomes = await Promise.all(buyers.map((buyer) => buy(buyer, listingId)));

    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    const expectedRefusals = [SERVER_ERRORS.listingReserved, SERVER_ERRORS.listingSold];
    for (const outcome of outcomes.filter((o) => o !== 'paid')) {
      expect(expectedRefusals.map((message) => `409 ${message}`)).toContain(outcome);
    }
    const orders = await ordersFor(testApp.db, listingId);
    expect(orders.filter((order) => order.status === 'paid')).toHaveLength(1);
    expect(orders.filter((order) => order.status === 'unpaid')).toEqual([]);
    const orderIds = orders.map((order) => order.id);
    expect(await paymentsOfOrders(testApp.db, orderIds)).toHaveLength(1);
    expect(await chargedCents(testApp.db, orderIds)).toBe(ORDER_CENTS);
    expect(await listingRow(testApp.db, listingId)).toMatchObject({ sold: true, adv: false });
  });

  it('refuses or cancels every order that arrives while the winning payment lands', async () => {
    const listingId = await addListing(testApp.db);
    const [winner, ...latecomers] = buyers;
    const orderId = await addOrder(testApp.db, listingId, 'unpaid', winner);
    const transactionId = await addSucceededIntent(testApp.db, orderId, winner!);

    const [paid, ...ordered] = await Promise.all([
      pay(testApp, winner, { orderId, transactionId }),
      ...latecomers.map((buyer) => placeOrder(buyer, listingId)),
    ]);

    expect(paid!.statusCode).toBe(201);
    for (const answer of ordered) {
      if (answer.statusCode !== 201)
        expect(refusal(answer)).toBe(`409 ${SERVER_ERRORS.listingSold}`);
    }
    // An order placed just before the sale must not stay payable on a sold book.
    const orders = await ordersFor(testApp.db, listingId);
    expect(orders.filter((order) => order.status === 'paid')).toHaveLength(1);
    expect(orders.filter((order) => order.status !== 'paid').map((order) => order.status)).toEqual(
      Array(orders.length - 1).fill('cancelled'),
    );
  });

  it('either records a payment racing the seller’s delete or refunds it, never half of it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const listingId = await addListing(testApp.db);
      const buyer = buyers[round]!;
      const orderId = await addOrder(testApp.db, listingId, 'unpaid', buyer);
      const transactionId = await addSucceededIntent(testApp.db, orderId, buyer);

      const [paid, deleted] = await Promise.all([
        pay(testApp, buyer, { orderId, transactionId }),
        sendAs(testApp, 'DELETE', `/api/deletebook/${listingId}`, OWNER, undefined),
      ]);

      // The seller may delete a sold book too: the order keeps its history either way.
      expect(deleted.statusCode).toBe(200);
      expect(await listingRow(testApp.db, listingId)).toBeUndefined();
      const order = await orderRow(testApp.db, orderId);
      const payments = await paymentsOfOrders(testApp.db, [orderId]);
      if (paid.statusCode === 201) {
        expect(order?.status).toBe('paid');
        expect(payments).toHaveLength(1);
        expect(await chargedCents(testApp.db, [orderId])).toBe(ORDER_CENTS);
      } else {
        expect(refusal(paid)).toBe(`409 ${SERVER_ERRORS.paymentRefundedListingRemoved}`);
        expect(order?.status).toBe('cancelled');
        expect(payments).toEqual([]);
        expect(await chargedCents(testApp.db, [orderId])).toBe(0);
      }
    }
  });
});
