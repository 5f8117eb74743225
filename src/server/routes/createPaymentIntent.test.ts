/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CARD_ERRORS, SERVER_ERRORS } from '../../shared/messages';
import { CreatePaymentIntentResponseSchema } from '../../shared/schemas/payment';
import { orders, testModeIntents } from '../db/schema';
import { PaymentProviderUnavailable } from '../httpError';
import type { TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  BUYER,
  expectRefusal,
  listingRow,
  orderRow,
  OWNER,
} from '../testing/listingFixtures';
import {
  buildPaymentTestApp,
  OTHER_BUYER,
  confirmCard,
  createIntent,
  intentIdOf,
  intentRow,
  ORDER_CENTS,
  postAs,
} from '../testing/paymentFixtures';

describe('POST /api/create-payment-intent', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  const secretOf = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(200);
    return CreatePaymentIntentResponseSchema.parse(response.json()).clientSecret;
  };
  const intentsOf = (orderId: string) =>
    testApp.db.select().from(testModeIntents).where(eq(testModeIntents.orderId, orderId));

  it("creates an intent for the order's own amount and holds the book for that order", async () => {
    const listingId = await addListing(testApp.db);
    const orderId = await addOrder(testApp.db, listingId, 'unpaid');
    const before = Date.now();

    const secret = secretOf(await createIntent(testApp, BUYER, orderId));

    const intentId = intentIdOf(secret);
    expect(intentId).toMatch(/^pi_local_/);
    expect(await intentRow(testApp.db, intentId)).toMatchObject({
      clientSecret: secret,
      amount: ORDER_CENTS,
      currency: 'bdt',
      status: 'requires_payment_method',
      orderId,
      buyerEmail: BUYER,
    });
    expect(await orderRow(testApp.db, orderId)).toMatchObject({ intentId, status: 'unpaid' });
    const listing = await listingRow(testApp.db, listingId);
    expect(listing?.reservedOrderId).toBe(orderId);
    const heldMinutes = (listing!.reservedUntil!.getTime() - before) / 60_000;
    expect(heldMinutes).toBeGreaterThan(14.9);
    expect(heldMinutes).toBeLessThan(15.1);

    // A reload asks again: the same intent, not a second one.
    expect(secretOf(await createIntent(testApp, BUYER, orderId))).toBe(secret);
    expect(await intentsOf(orderId)).toHaveLength(1);
  });

  it('makes a new intent once the old one was cancelled, and never reuses a foreign amount', async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    const first = intentIdOf(secretOf(await createIntent(testApp, BUYER, orderId)));
    await testApp.app.payments.cancelIntent(first);
    const second = intentIdOf(secretOf(await createIntent(testApp, BUYER, orderId)));
    expect(second).not.toBe(first);
    await testApp.db
      .update(testModeIntents)
      .set({ amount: 100 })
      .where(eq(testModeIntents.id, second));
    const third = intentIdOf(secretOf(await createIntent(testApp, BUYER, orderId)));
    expect(third).not.toBe(second);
    expect((await intentRow(testApp.db, second))?.status).toBe('canceled');
    expect((await orderRow(testApp.db, orderId))?.intentId).toBe(third);
  });

  describe('refusals change nothing', () => {
    let listingId: string;
    let orderId: string;
    let snapshot: () => Promise<unknown>;
    let before: unknown;
    beforeEach(async () => {
      listingId = await addListing(testApp.db);
      orderId = await addOrder(testApp.db, listingId, 'unpaid');
      snapshot = async () => [
        await listingRow(testApp.db, listingId),
        await orderRow(testApp.db, orderId),
        await intentsOf(orderId),
      ];
      before = await snapshot();
    });
    afterEach(async () => expect(await snapshot()).toEqual(before));

    it.each([
      ['another buyer', OTHER_BUYER],
      ['the seller of the book', OWNER],
      ['an admin', ADMIN],
    ])('404 for %s: only the buyer may pay their order', async (_who, caller) => {
      expectRefusal(await createIntent(testApp, caller, orderId), 404, SERVER_ERRORS.orderNotFound);
    });

    it('404 for an unknown order, 400 for a malformed id or a missing price', async () => {
      expectRefusal(
        await createIntent(testApp, BUYER, randomUUID()),
        404,
        SERVER_ERRORS.orderNotFound,
      );
      const url = '/api/create-payment-intent';
      expectRefusal(
        await postAs(testApp, url, BUYER, { bookPrice: 150, orderId: 'x' }),
        400,
        /^orderId: /,
      );
      expectRefusal(await postAs(testApp, url, BUYER, { orderId }), 400, /^bookPrice: /);
    });

    it('400 when the price sent is not the order’s', async () => {
      const response = await postAs(testApp, '/api/create-payment-intent', BUYER, {
        bookPrice: 149.99,
        orderId,
      });
      expectRefusal(response, 400, SERVER_ERRORS.priceMismatch);
    });

    it('502 when the provider does not answer', async () => {
      const spy = jest
        .spyOn(testApp.app.payments, 'createIntent')
        .mockRejectedValueOnce(new PaymentProviderUnavailable('offline'));
      try {
        expectRefusal(
          await createIntent(testApp, BUYER, orderId),
          502,
          SERVER_ERRORS.paymentProviderDown,
        );
      } finally {
        spy.mockRestore();
      }
      // The hold it took stays with this buyer's order (a retry renews it); undo it for the check.
      await testApp.db.execute(
        sql`update listings set reserved_order_id = null, reserved_until = null where id = ${listingId}`,
      );
    });
  });

  it('409 for a paid or cancelled order, and for an order whose time ran out', async () => {
    const listingId = await addListing(testApp.db);
    const paid = await addOrder(testApp.db, listingId, 'paid', OTHER_BUYER);
    expectRefusal(await createIntent(testApp, OTHER_BUYER, paid), 409, SERVER_ERRORS.orderPaid);
    const cancelled = await addOrder(testApp.db, listingId, 'cancelled');
    expectRefusal(await createIntent(testApp, BUYER, cancelled), 409, SERVER_ERRORS.orderCancelled);

    const old = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    await testApp.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (testApp.config.ORDER_TTL_MINUTES + 1) * 60_000) })
      .where(eq(orders.id, old));
    expectRefusal(await createIntent(testApp, BUYER, old), 409, SERVER_ERRORS.orderCancelled);
    expect((await orderRow(testApp.db, old))?.status).toBe('cancelled');
  });

  it('400 below TK 70 (in Taka); 409 when the book is sold or gone', async () => {
    const cheap = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    await testApp.db.update(orders).set({ bookPrice: '69.99' }).where(eq(orders.id, cheap));
    const response = await postAs(testApp, '/api/create-payment-intent', BUYER, {
      bookPrice: 69.99,
      orderId: cheap,
    });
    expectRefusal(response, 400, SERVER_ERRORS.amountTooSmall);
    expect(SERVER_ERRORS.amountTooSmall).toBe('Card payments must be at least TK 70.');

    const sold = await addOrder(testApp.db, await addListing(testApp.db, { sold: true }), 'unpaid');
    expectRefusal(await createIntent(testApp, BUYER, sold), 409, SERVER_ERRORS.listingSold);
    const orphan = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    await testApp.db.update(orders).set({ listingId: null }).where(eq(orders.id, orphan));
    expectRefusal(await createIntent(testApp, BUYER, orphan), 409, SERVER_ERRORS.listingSold);
    expect(await intentsOf(sold)).toEqual([]);
  });

  it('refuses another buyer while the book is held, then lets them take it over once it ran out', async () => {
    const listingId = await addListing(testApp.db);
    const first = await addOrder(testApp.db, listingId, 'unpaid');
    const second = await addOrder(testApp.db, listingId, 'unpaid', OTHER_BUYER);
    const firstSecret = secretOf(await createIntent(testApp, BUYER, first));

    expectRefusal(
      await createIntent(testApp, OTHER_BUYER, second),
      409,
      SERVER_ERRORS.listingReserved,
    );
    expect(await intentsOf(second)).toEqual([]);

    await testApp.db.execute(
      sql`update listings set reserved_until = now() - interval '1 second' where id = ${listingId}`,
    );
    secretOf(await createIntent(testApp, OTHER_BUYER, second));
    expect((await listingRow(testApp.db, listingId))?.reservedOrderId).toBe(second);
    // The first buyer's intent was cancelled, so their card can no longer be charged for it.
    expect((await intentRow(testApp.db, intentIdOf(firstSecret)))?.status).toBe('canceled');
    expectRefusal(
      await confirmCard(testApp, BUYER, firstSecret),
      402,
      CARD_ERRORS.intentNotPayable,
    );
    expectRefusal(await createIntent(testApp, BUYER, first), 409, SERVER_ERRORS.listingReserved);
  });
});
