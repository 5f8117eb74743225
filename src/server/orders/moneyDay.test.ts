/**
 * @database each
 */
import { eq, inArray } from 'drizzle-orm';
import { payments, sellerLedger, testModeIntents } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { ADMIN, addListing, addOrder, userId } from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { KNOWN_CODE, setKnownCode } from '../testing/orderLifeFixtures';
import {
  confirmCard,
  createIntent,
  intentIdOf,
  ORDER_PRICE,
  pay,
} from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';
import { sql } from 'drizzle-orm';
import { orders } from '../db/schema';

/**
 * A scripted day of one seller's online sales, then the books are balanced: what the buyers were
 * charged in the end (the provider's records) equals what the seller's ledger credits less its
 * refunds, and their balance is that less the admin's payout.
 */
describe(`the seller's ledger and the provider agree after a day on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '0', HANDOVER_RATE_LIMIT_PER_MINUTE: '10000' },
    });
  }, 60_000);
  afterAll(() => testApp.close());

  /** An online order of a new buyer for a new book of `seller`, paid by card through the routes. */
  async function paidOrder(seller: string) {
    const buyer = await addPerson(testApp.db);
    const orderId = await addOrder(
      testApp.db,
      await addListing(testApp.db, { seller }),
      'unpaid',
      buyer,
    );
    await testApp.db
      .update(orders)
      .set({ sellerId: await userId(testApp.db, seller) })
      .where(eq(orders.id, orderId));
    const { clientSecret } = (await createIntent(testApp, buyer, orderId)).json<{
      clientSecret: string;
    }>();
    await confirmCard(testApp, buyer, clientSecret);
    const paid = await pay(testApp, buyer, { orderId, transactionId: intentIdOf(clientSecret) });
    expect(paid.statusCode).toBe(201);
    await setKnownCode(testApp, orderId);
    return { buyer, orderId };
  }

  it('handovers, a refund for no handover, a problem refunded, a payout: the sums agree', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const handover = (orderId: string) =>
      sendAs(testApp, 'POST', `/api/orders/${orderId}/handover`, seller, { code: KNOWN_CODE });

    const kept = await paidOrder(seller);
    expect((await handover(kept.orderId)).statusCode).toBe(200);

    const neverHandedOver = await paidOrder(seller);
    await testApp.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, neverHandedOver.orderId));
    const cancel = await sendAs(
      testApp,
      'POST',
      `/api/orders/${neverHandedOver.orderId}/cancel`,
      neverHandedOver.buyer,
      undefined,
    );
    expect(cancel.statusCode).toBe(200);

    const disputed = await paidOrder(seller);
    expect((await handover(disputed.orderId)).statusCode).toBe(200);
    const problem = await sendAs(
      testApp,
      'POST',
      `/api/orders/${disputed.orderId}/problem`,
      disputed.buyer,
      {
        reason: 'not_as_described',
        details: 'Pages missing.',
      },
    );
    expect(problem.statusCode).toBe(201);
    const problemId = problem.json<{ insertedId: string }>().insertedId;
    const resolved = await sendAs(
      testApp,
      'POST',
      `/api/admin/order-problems/${problemId}/resolution`,
      ADMIN,
      {
        outcome: 'refunded',
        note: 'The seller agreed the pages are missing.',
      },
    );
    const [disputedOrder] = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.id, disputed.orderId));
    // The admin's queue names both people and the book.
    expect(resolved.json()).toMatchObject({
      outcome: 'refunded',
      note: 'The seller agreed the pages are missing.',
      book_title: disputedOrder?.bookTitle,
      buyer_name: disputedOrder?.name,
      seller_name: disputedOrder?.sellerName,
    });

    const sellerId = await userId(testApp.db, seller);
    const tooMuch = await sendAs(testApp, 'POST', '/api/admin/payouts', ADMIN, {
      seller_id: sellerId,
      amount: 200,
      note: 'bKash',
    });
    expect(tooMuch.statusCode).toBe(409);
    const payout = await sendAs(testApp, 'POST', '/api/admin/payouts', ADMIN, {
      seller_id: sellerId,
      amount: 100,
      note: 'bKash',
    });
    expect(payout.statusCode).toBe(201);

    // The books balance.
    const orderIds = [kept.orderId, neverHandedOver.orderId, disputed.orderId];
    const transactions = await testApp.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, orderIds));
    const intents = await testApp.db
      .select()
      .from(testModeIntents)
      .where(
        inArray(
          testModeIntents.id,
          transactions.map((row) => row.transactionId),
        ),
      );
    const keptCents = intents.reduce((sum, row) => sum + row.amount - row.amountRefunded, 0);
    const ledger = await testApp.db
      .select()
      .from(sellerLedger)
      .where(eq(sellerLedger.sellerId, sellerId));
    const cents = (kind: string) =>
      ledger
        .filter((row) => row.kind === kind)
        .reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    expect(keptCents).toBe(ORDER_PRICE * 100);
    expect(cents('handover') + cents('refund')).toBe(keptCents);

    const balance = await sendAs(testApp, 'GET', '/api/balance', seller, undefined);
    expect(balance.json()).toMatchObject({ balance: ORDER_PRICE - 100 });
    // Each row says which book it is about; a payout is about none.
    const rows = balance.json<{ entries: { kind: string; book_title: string | null }[] }>();
    expect(rows.entries.map(({ kind, book_title }) => `${kind}: ${book_title}`).sort()).toEqual(
      [
        `handover: ${disputedOrder?.bookTitle}`,
        `handover: ${disputedOrder?.bookTitle}`,
        'payout: null',
        `refund: ${disputedOrder?.bookTitle}`,
      ].sort(),
    );
    const due = await sendAs(testApp, 'GET', '/api/admin/balances', ADMIN, undefined);
    expect(due.json()).toContainEqual(
      expect.objectContaining({ seller_id: sellerId, balance: ORDER_PRICE - 100 }),
    );
    // The deny paths of the privileged routes.
    expect(
      (await sendAs(testApp, 'GET', '/api/admin/balances', seller, undefined)).statusCode,
    ).toBe(403);
    expect(
      (
        await sendAs(testApp, 'POST', '/api/admin/payouts', seller, {
          seller_id: sellerId,
          amount: 1,
          note: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await sendAs(testApp, 'POST', `/api/admin/order-problems/${problemId}/resolution`, seller, {
          outcome: 'closed',
          note: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});
