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
  ADMIN,
  callAs,
  expectRefusal,
  OTHER_SELLER,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { addPaidOrder, addReviewRow, ratingOf, reviewRow } from '../testing/reviewFixtures';

describe('reviews: POST /api/reviews, PUT /api/reviews/:id, POST /api/reviews/:id/removal', () => {
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
  const edit = (id: string, caller: string | undefined, body: object) =>
    sendAs(testApp, 'PUT', `/api/reviews/${id}`, caller, body);
  const remove = (id: string, caller: string | undefined, body: object) =>
    sendAs(testApp, 'POST', `/api/reviews/${id}/removal`, caller, body);
  const paidOrder = (status: 'paid' | 'unpaid' | 'cancelled' = 'paid') =>
    addPaidOrder(testApp.db, { buyer, seller, status });
  const review = (daysAgo = 0, rating = 4) =>
    addReviewRow(testApp.db, { buyer, seller, rating, daysAgo });
  const allReviews = () => testApp.db.select().from(reviews).orderBy(reviews.id);
  const myOrders = async () =>
    OrderListSchema.parse(
      (
        await callAs(testApp, 'GET', `/api/orders?email=${encodeURIComponent(buyer)}`, buyer)
      ).json(),
    );

  it('POST: the buyer of a paid order rates its seller; My Orders and the order answer the review', async () => {
    const orderId = await paidOrder();
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
    const orderId = await paidOrder();
    expect((await myOrders()).find((order) => order._id === orderId)?.review).toBeNull();
  });

  it('POST: two reviews of one order sent at once: one 201, one 409', async () => {
    const orderId = await paidOrder();
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
    const orderId = await paidOrder();
    expect((await post(buyer, { order_id: orderId, rating: 2 })).statusCode).toBe(201);
    const unpaid = await paidOrder('unpaid');
    const cancelled = await paidOrder('cancelled');
    const fresh = await paidOrder();
    const before = { rows: await allReviews(), rating: await ratingOf(testApp.db, seller) };

    const refusals: [string | undefined, object, number, string | RegExp][] = [
      [buyer, { order_id: orderId, rating: 5 }, 409, SERVER_ERRORS.reviewExists],
      [buyer, { order_id: unpaid, rating: 5 }, 409, SERVER_ERRORS.reviewOrderNotPaid],
      [buyer, { order_id: cancelled, rating: 5 }, 409, SERVER_ERRORS.reviewOrderNotPaid],
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
    expect({ rows: await allReviews(), rating: await ratingOf(testApp.db, seller) }).toEqual(
      before,
    );
  });

  it('PUT: the reviewer changes stars and comment within 30 days; the rating follows', async () => {
    const id = await review(REVIEW_EDIT_DAYS - 1, 5);
    const before = await ratingOf(testApp.db, seller);
    const response = await edit(id, buyer, { rating: 2, comment: 'Torn cover after all.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const row = await reviewRow(testApp.db, id);
    expect(row).toMatchObject({ rating: 2, comment: 'Torn cover after all.' });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
    const after = await ratingOf(testApp.db, seller);
    expect(after.kept).toEqual({ sum: before.kept.sum - 3, count: before.kept.count });
    expect(after.kept).toEqual(after.counted);
  });

  it('PUT refusals: someone else, unknown, after 30 days, removed; each changes nothing', async () => {
    const mine = await review();
    const old = await review(REVIEW_EDIT_DAYS + 1);
    const removed = await review();
    await remove(removed, ADMIN, { reason: 'Insults.' });
    const before = { rows: await allReviews(), rating: await ratingOf(testApp.db, seller) };
    const body = { rating: 1, comment: '' };

    for (const caller of [await addPerson(testApp.db), seller, ADMIN]) {
      expectRefusal(await edit(mine, caller, body), 403, SERVER_ERRORS.notYourReview);
    }
    expectRefusal(await edit(randomUUID(), buyer, body), 404, SERVER_ERRORS.reviewNotFound);
    expectRefusal(await edit(old, buyer, body), 409, SERVER_ERRORS.reviewEditClosed);
    expectRefusal(await edit(removed, buyer, body), 409, SERVER_ERRORS.reviewRemoved);
    expectRefusal(await edit(mine, buyer, { rating: 6 }), 400, `rating: ${VALIDATION.ratingRange}`);
    expectRefusal(await edit('abc', buyer, body), 400, /^id: /);
    expectRefusal(await edit(mine, undefined, body), 401, SERVER_ERRORS.signInRequired);
    expect({ rows: await allReviews(), rating: await ratingOf(testApp.db, seller) }).toEqual(
      before,
    );
  });

  it('removal: the admin removes a review with a reason; it leaves the average and the buyer sees why', async () => {
    const id = await review(0, 1);
    const before = await ratingOf(testApp.db, seller);
    const response = await remove(id, ADMIN, { reason: ' Names a phone number. ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const row = await reviewRow(testApp.db, id);
    expect(row).toMatchObject({ removedReason: 'Names a phone number.' });
    expect(row!.removedAt).toBeInstanceOf(Date);
    const after = await ratingOf(testApp.db, seller);
    expect(after.kept).toEqual({ sum: before.kept.sum - 1, count: before.kept.count - 1 });
    expect(after.kept).toEqual(after.counted);
    const order = (await myOrders()).find((o) => o.review?._id === id);
    expect(order?.review).toMatchObject({ rating: 1, removed_reason: 'Names a phone number.' });
  });

  it('removal refusals: already removed, unknown, not an admin, no reason; each changes nothing', async () => {
    const id = await review();
    const removed = await review();
    await remove(removed, ADMIN, { reason: 'Insults.' });
    const before = { rows: await allReviews(), rating: await ratingOf(testApp.db, seller) };
    const reason = { reason: 'Spam.' };

    expectRefusal(await remove(removed, ADMIN, reason), 409, SERVER_ERRORS.reviewAlreadyRemoved);
    expectRefusal(await remove(randomUUID(), ADMIN, reason), 404, SERVER_ERRORS.reviewNotFound);
    for (const caller of [buyer, seller, OWNER]) {
      expectRefusal(await remove(id, caller, reason), 403, SERVER_ERRORS.roleRequired(['admin']));
    }
    expectRefusal(
      await remove(id, ADMIN, { reason: '  ' }),
      400,
      `reason: ${VALIDATION.removalReasonRequired}`,
    );
    expectRefusal(
      await remove(id, ADMIN, { reason: 'x'.repeat(501) }),
      400,
      `reason: ${VALIDATION.removalReasonTooLong}`,
    );
    expectRefusal(await remove(id, undefined, reason), 401, SERVER_ERRORS.signInRequired);
    expect({ rows: await allReviews(), rating: await ratingOf(testApp.db, seller) }).toEqual(
      before,
    );
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
