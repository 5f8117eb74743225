/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_EDIT_DAYS } from '../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { InsertResultSchema } from '../../shared/schemas/common';
import { OrderListSchema, OrderSchema } from '../../shared/schemas/order';
import { SellerRowListSchema } from '../../shared/schemas/user';
import { reviews } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  ADMIN,
  callAs,
  expectRefusal,
  OTHER_SELLER,
  userId,
} from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { addCashOrder, KNOWN_CODE, setKnownCode } from '../testing/orderLifeFixtures';
import {
  addHandedOverOrder,
  ratingOf,
  reviewRow,
  reviewsAndRating,
} from '../testing/reviewFixtures';

/** Rating a seller, and the answers showing reviews and ratings (edits and removal: reviewChanges). */
describe('POST /api/reviews, the review on orders, the rating on GET /sellers', () => {
  let testApp: TestApp;
  /** A seller of this file alone, so their rating is what this file's reviews make it. */
  let seller: string;
  let buyer: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    seller = await addPerson(testApp.db, 'seller');
    buyer = await addPerson(testApp.db);
  });
  afterAll(() => testApp.close());

  const post = (caller: string | undefined, body: object) =>
    sendAs(testApp, 'POST', '/api/reviews', caller, body);
  const handedOverOrder = (
    status: 'handed_over' | 'paid' | 'unpaid' | 'cancelled' = 'handed_over',
  ) => addHandedOverOrder(testApp.db, { buyer, seller, status });
  /** The meet-up: the seller types the buyer's code through the handover route. */
  async function handOver(orderId: string) {
    await setKnownCode(testApp, orderId);
    const answer = await sendAs(testApp, 'POST', `/api/orders/${orderId}/handover`, seller, {
      code: KNOWN_CODE,
    });
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
  }
  const myOrders = async () =>
    OrderListSchema.parse(
      (
        await callAs(testApp, 'GET', `/api/orders?email=${encodeURIComponent(buyer)}`, buyer)
      ).json(),
    );

  it('POST: a paid order is rated only once handed over; My Orders and the order answer the review', async () => {
    const orderId = await handedOverOrder('paid');
    const untouched = await reviewsAndRating(testApp.db, seller);
    expectRefusal(
      await post(buyer, { order_id: orderId, rating: 5 }),
      409,
      SERVER_ERRORS.reviewOrderNotHandedOver,
    );
    expect(await reviewsAndRating(testApp.db, seller)).toEqual(untouched);
    await handOver(orderId);

    const before = await ratingOf(testApp.db, seller);
    const response = await post(buyer, { order_id: orderId, rating: 5, comment: ' Kind seller. ' });
    expect(response.statusCode).toBe(201);
    const { insertedId } = InsertResultSchema.parse(response.json());

    const row = await reviewRow(testApp.db, insertedId);
    expect(row).toMatchObject({
      orderId,
      buyerId: await userId(testApp.db, buyer),
      sellerId: await userId(testApp.db, seller),
      rating: 5,
      comment: 'Kind seller.',
      removedAt: null,
    });
    const after = await ratingOf(testApp.db, seller);
    expect(after.kept).toEqual({ sum: before.kept.sum + 5, count: before.kept.count + 1 });
    expect(after.kept).toEqual(after.counted);

    const listed = (await myOrders()).find((order) => order._id === orderId);
    const editableUntil = row!.createdAt.getTime() + REVIEW_EDIT_DAYS * 24 * 60 * 60_000;
    expect(listed?.review).toEqual({
      _id: insertedId,
      rating: 5,
      comment: 'Kind seller.',
      created_at: row!.createdAt.toISOString(),
      updated_at: row!.updatedAt.toISOString(),
      editable_until: new Date(editableUntil).toISOString(),
      removed_reason: null,
    });
    const one = OrderSchema.parse(
      (await callAs(testApp, 'GET', `/api/order/${orderId}`, buyer)).json(),
    );
    expect(one.review).toEqual(listed?.review);
  });

  it('POST: an order without a review answers review null', async () => {
    const orderId = await handedOverOrder();
    expect((await myOrders()).find((order) => order._id === orderId)?.review).toBeNull();
  });

  it('POST: two reviews of one order sent at once: one 201, one 409', async () => {
    const orderId = await handedOverOrder();
    const answers = await Promise.all(
      [3, 4].map((rating) => post(buyer, { order_id: orderId, rating })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expectRefusal(
      answers.find((a) => a.statusCode === 409)!,
      409,
      SERVER_ERRORS.reviewExists,
    );
    const rows = await testApp.db.select().from(reviews).where(eq(reviews.orderId, orderId));
    expect(rows).toHaveLength(1);
    const { kept, counted } = await ratingOf(testApp.db, seller);
    expect(kept).toEqual(counted);
  });

  it('POST refusals answer their message and change nothing', async () => {
    const orderId = await handedOverOrder();
    expect((await post(buyer, { order_id: orderId, rating: 2 })).statusCode).toBe(201);
    const unpaid = await handedOverOrder('unpaid');
    const cancelled = await handedOverOrder('cancelled');
    const paidNotHandedOver = await handedOverOrder('paid');
    const cashBeforeMeetup = await addCashOrder(testApp.db, await addListing(testApp.db), buyer);
    const fresh = await handedOverOrder();
    const before = await reviewsAndRating(testApp.db, seller);

    const refusals: [string | undefined, object, number, string | RegExp][] = [
      [buyer, { order_id: orderId, rating: 5 }, 409, SERVER_ERRORS.reviewExists],
      [buyer, { order_id: unpaid, rating: 5 }, 409, SERVER_ERRORS.reviewOrderNotHandedOver],
      [buyer, { order_id: cancelled, rating: 5 }, 409, SERVER_ERRORS.reviewOrderNotHandedOver],
      [
        buyer,
        { order_id: cashBeforeMeetup, rating: 5 },
        409,
        SERVER_ERRORS.reviewOrderNotHandedOver,
      ],
      [
        buyer,
        { order_id: paidNotHandedOver, rating: 5 },
        409,
        SERVER_ERRORS.reviewOrderNotHandedOver,
      ],
      [buyer, { order_id: randomUUID(), rating: 5 }, 404, SERVER_ERRORS.orderNotFound],
      [
        await addPerson(testApp.db),
        { order_id: fresh, rating: 5 },
        403,
        SERVER_ERRORS.notYourOrder,
      ],
      [seller, { order_id: fresh, rating: 1 }, 403, SERVER_ERRORS.notYourOrder],
      [ADMIN, { order_id: fresh, rating: 5 }, 403, SERVER_ERRORS.notYourOrder],
      [buyer, { order_id: fresh, rating: 0 }, 400, `rating: ${VALIDATION.ratingRange}`],
      [buyer, { order_id: fresh, rating: 6 }, 400, `rating: ${VALIDATION.ratingRange}`],
      [buyer, { order_id: fresh, rating: 4.5 }, 400, `rating: ${VALIDATION.ratingRange}`],
      [
        buyer,
        { order_id: fresh, rating: 4, comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) },
        400,
        `comment: ${VALIDATION.reviewCommentTooLong}`,
      ],
      [buyer, { order_id: fresh, rating: 4, comment: 'a\u0000b' }, 400, /^comment: /],
      [buyer, { order_id: fresh, rating: 4, seller_id: randomUUID() }, 400, /seller_id/],
      [undefined, { order_id: fresh, rating: 4 }, 401, SERVER_ERRORS.signInRequired],
    ];
    for (const [caller, body, status, message] of refusals) {
      expectRefusal(await post(caller, body), status, message);
    }
    expect(await reviewsAndRating(testApp.db, seller)).toEqual(before);
  });

  it('GET /sellers answers each seller with the rating of their reviews not removed', async () => {
    const response = await callAs(testApp, 'GET', '/api/sellers', ADMIN);
    expect(response.statusCode).toBe(200);
    const rows = SellerRowListSchema.parse(response.json());
    const { counted } = await ratingOf(testApp.db, seller);
    expect(counted.count).toBeGreaterThan(0);
    expect(rows.find((row) => row.email === seller)?.rating).toEqual({
      average: Math.round((counted.sum * 10) / counted.count) / 10,
      count: counted.count,
    });
    // Nobody rated the other demo seller in this file.
    expect(rows.find((row) => row.email === OTHER_SELLER)?.rating).toEqual({
      average: null,
      count: 0,
    });
  });
});
