/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { REVIEW_EDIT_DAYS } from '../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { OrderListSchema } from '../../shared/schemas/order';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { ADMIN, callAs, expectRefusal, OWNER } from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { addReviewRow, ratingOf, reviewRow, reviewsAndRating } from '../testing/reviewFixtures';

/** The reviewer changing a review within 30 days, and the admin removing one with a reason. */
describe('PUT /api/reviews/:id and POST /api/reviews/:id/removal', () => {
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

  const edit = (id: string, caller: string | undefined, body: object) =>
    sendAs(testApp, 'PUT', `/api/reviews/${id}`, caller, body);
  const remove = (id: string, caller: string | undefined, body: object) =>
    sendAs(testApp, 'POST', `/api/reviews/${id}/removal`, caller, body);
  /** A review by this file's buyer of this file's seller, written `daysAgo`. */
  const review = (daysAgo = 0, rating = 4) =>
    addReviewRow(testApp.db, { buyer, seller, rating, daysAgo });
  const myOrders = async () =>
    OrderListSchema.parse(
      (
        await callAs(testApp, 'GET', `/api/orders?email=${encodeURIComponent(buyer)}`, buyer)
      ).json(),
    );

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
    const before = await reviewsAndRating(testApp.db, seller);
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
    expect(await reviewsAndRating(testApp.db, seller)).toEqual(before);
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
    const before = await reviewsAndRating(testApp.db, seller);
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
    expect(await reviewsAndRating(testApp.db, seller)).toEqual(before);
  });
});
