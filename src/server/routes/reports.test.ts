/**
 * @database either
 */
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { InsertResultSchema } from '../../shared/schemas/common';
import { ReportListSchema, type ReportTargetKind } from '../../shared/schemas/report';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addConversation } from '../testing/conversationFixtures';
import {
  ADMIN,
  addListing,
  BUYER,
  callAs,
  expectRefusal,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { notificationsOf } from '../testing/notificationFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { reportRow } from '../testing/reportFixtures';
import { addReviewRow, reviewRow } from '../testing/reviewFixtures';

/**
 * Reports to the admin (docs/product.md#reports): filing one about a listing, a review or a
 * conversation, each refusal; the admin's queue; resolving with an outcome, which closes every
 * open report about the thing, removes it when so decided, and tells the reporters and the
 * person it was about. Every admin route's deny paths.
 */
describe('reports', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { REPORT_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => testApp.close());

  const report = (caller: string | undefined, kind: ReportTargetKind, id: string, reason: string) =>
    sendAs(testApp, 'POST', `/api/${kind}s/${id}/report`, caller, { reason });
  const filed = async (caller: string, kind: ReportTargetKind, id: string, reason = 'Spam.') => {
    const answer = await report(caller, kind, id, reason);
    expect(answer.statusCode).toBe(kind === 'conversation' ? 200 : 201);
    return answer;
  };
  const queue = async (status = 'open') =>
    ReportListSchema.parse(
      (await callAs(testApp, 'GET', `/api/admin/reports?status=${status}`, ADMIN)).json(),
    );
  const openAbout = async (targetId: string) =>
    (await queue()).items.filter((item) => item.target_id === targetId);
  const resolve = (caller: string | undefined, id: string, outcome: string, note = 'Checked.') =>
    sendAs(testApp, 'PUT', `/api/admin/reports/${id}/resolution`, caller, { outcome, note });
  const received = async (reportId: string) =>
    (await notificationsOf(testApp.db, ADMIN)).filter(
      (n) =>
        n.kind === 'report_received' && (n.data as { report_id: string }).report_id === reportId,
    );
  const roleRequired = [403, SERVER_ERRORS.roleRequired(['admin'])] as const;

  it('a listing: anyone signed in but its seller, saying why; twice is one report', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const listingId = await addListing(testApp.db, { seller, bookTitle: 'Cheap Pills' });
    const first = InsertResultSchema.parse((await filed(BUYER, 'listing', listingId)).json());
    const again = InsertResultSchema.parse((await filed(BUYER, 'listing', listingId)).json());
    expect(again.insertedId).toBe(first.insertedId);
    const other = InsertResultSchema.parse((await filed(OWNER, 'listing', listingId)).json());

    const [item] = await openAbout(listingId);
    expect(item).toMatchObject({
      _id: first.insertedId,
      kind: 'listing',
      title: 'Cheap Pills',
      listing_id: listingId,
      reason: 'Spam.',
      reporter: { email: BUYER },
      reported: { email: seller },
      open_about_target: 2,
      resolution: null,
    });
    // The admin hears of the first open report about a thing, not of each one.
    expect(await received(first.insertedId)).toHaveLength(1);
    expect(await received(other.insertedId)).toHaveLength(0);

    expectRefusal(
      await report(seller, 'listing', listingId, 'Mine.'),
      409,
      SERVER_ERRORS.ownListingReport,
    );
    expectRefusal(
      await report(BUYER, 'listing', listingId, '  '),
      400,
      `reason: ${VALIDATION.reportReasonRequired}`,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefusal(
      await report(BUYER, 'listing', unknown, 'Spam.'),
      404,
      SERVER_ERRORS.listingNotFound,
    );
    // One waiting for approval is nobody's but its seller's and the admin's yet.
    const held = await addListing(testApp.db, { seller, awaitingApproval: true });
    expectRefusal(
      await report(BUYER, 'listing', held, 'Spam.'),
      404,
      SERVER_ERRORS.listingNotFound,
    );
    expectRefusal(
      await report(undefined, 'listing', listingId, 'Spam.'),
      401,
      SERVER_ERRORS.signInRequired,
    );
  });

  it('a review: its seller or anyone, not its writer; a removed one is gone', async () => {
    const writer = await addPerson(testApp.db);
    const reviewId = await addReviewRow(testApp.db, { buyer: writer, seller: OWNER });
    await filed(OWNER, 'review', reviewId, 'Never bought from me.');
    const [item] = await openAbout(reviewId);
    expect(item).toMatchObject({
      kind: 'review',
      review: { rating: 4, comment: 'Fixture review.' },
      seller_id: await userId(testApp.db, OWNER),
      reported: { email: writer },
    });
    expectRefusal(
      await report(writer, 'review', reviewId, 'Mine.'),
      409,
      SERVER_ERRORS.ownReviewReport,
    );
    const removed = await addReviewRow(testApp.db, { buyer: writer });
    await sendAs(testApp, 'POST', `/api/reviews/${removed}/removal`, ADMIN, { reason: 'Rude.' });
    expectRefusal(
      await report(BUYER, 'review', removed, 'Rude.'),
      409,
      SERVER_ERRORS.reviewAlreadyRemoved,
    );
  });

  it('the queue and resolving: the admin only', async () => {
    const { id } = await addConversation(testApp.db, { reported: true });
    const [open] = await openAbout(id);
    for (const caller of [BUYER, OWNER]) {
      expectRefusal(await callAs(testApp, 'GET', '/api/admin/reports', caller), ...roleRequired);
      expectRefusal(await resolve(caller, open!._id, 'no_action'), ...roleRequired);
    }
    expectRefusal(
      await callAs(testApp, 'GET', '/api/admin/reports', undefined),
      401,
      SERVER_ERRORS.signInRequired,
    );
    expectRefusal(
      await resolve(undefined, open!._id, 'no_action'),
      401,
      SERVER_ERRORS.signInRequired,
    );
    expectRefusal(
      await resolve(ADMIN, open!._id, 'no_action', ' '),
      400,
      `note: ${VALIDATION.reportNoteRequired}`,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefusal(await resolve(ADMIN, unknown, 'no_action'), 404, SERVER_ERRORS.reportNotFound);
    expect(await openAbout(id)).toHaveLength(1);
  });

  it('removing a listing: it goes, every report about it closes, everyone is told', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const listingId = await addListing(testApp.db, { seller, bookTitle: 'Spam Book' });
    const first = InsertResultSchema.parse((await filed(BUYER, 'listing', listingId)).json());
    await filed(OWNER, 'listing', listingId, 'Not a book.');

    const resolved = await resolve(ADMIN, first.insertedId, 'removed', 'Spam.');
    expect(resolved.json()).toEqual({ outcome: 'removed', resolved: 2 });
    expectRefusal(
      await callAs(testApp, 'GET', `/api/listings/${listingId}`, undefined),
      404,
      SERVER_ERRORS.listingNotFound,
    );
    expect(await openAbout(listingId)).toEqual([]);
    const done = (await queue('resolved')).items.find((item) => item._id === first.insertedId);
    expect(done).toMatchObject({
      target_id: null,
      title: 'Spam Book',
      resolution: { outcome: 'removed', note: 'Spam.' },
    });
    expect((await reportRow(testApp.db, first.insertedId))?.resolvedBy).toBe(
      await userId(testApp.db, ADMIN),
    );

    const toReporter = {
      kind: 'report_resolved',
      read: false,
      data: {
        target_kind: 'listing',
        outcome: 'removed',
        title: 'Spam Book',
        listing_id: null,
        seller_id: null,
        conversation_id: null,
      },
    };
    for (const reporter of [BUYER, OWNER]) {
      expect(await notificationsOf(testApp.db, reporter)).toContainEqual(toReporter);
    }
    expect(await notificationsOf(testApp.db, seller)).toEqual([
      {
        kind: 'report_outcome',
        read: false,
        data: {
          target_kind: 'listing',
          outcome: 'removed',
          title: 'Spam Book',
          conversation_id: null,
        },
      },
    ]);
    expectRefusal(
      await resolve(ADMIN, first.insertedId, 'no_action'),
      409,
      SERVER_ERRORS.reportAlreadyResolved,
    );
  });

  it('a review: no action keeps it; removed takes it down with the note as its reason', async () => {
    const writer = await addPerson(testApp.db);
    const reviewId = await addReviewRow(testApp.db, { buyer: writer, seller: OWNER });
    const report1 = InsertResultSchema.parse((await filed(OWNER, 'review', reviewId)).json());
    expect((await resolve(ADMIN, report1.insertedId, 'no_action')).statusCode).toBe(200);
    expect((await reviewRow(testApp.db, reviewId))?.removedAt).toBeNull();
    expect(await notificationsOf(testApp.db, writer)).toContainEqual(
      expect.objectContaining({
        kind: 'report_outcome',
        data: expect.objectContaining({ target_kind: 'review', outcome: 'no_action' }),
      }),
    );
    expect(await notificationsOf(testApp.db, OWNER)).toContainEqual(
      expect.objectContaining({
        kind: 'report_resolved',
        data: expect.objectContaining({
          outcome: 'no_action',
          seller_id: await userId(testApp.db, OWNER),
        }),
      }),
    );

    // Once resolved, it may be reported again.
    const report2 = InsertResultSchema.parse((await filed(OWNER, 'review', reviewId)).json());
    expect(report2.insertedId).not.toBe(report1.insertedId);
    expect((await resolve(ADMIN, report2.insertedId, 'removed', 'Insults.')).statusCode).toBe(200);
    expect(await reviewRow(testApp.db, reviewId)).toMatchObject({ removedReason: 'Insults.' });
  });

  it('a conversation: resolving closes it; the other person is who it was about', async () => {
    const buyer = await addPerson(testApp.db);
    const { id, seller } = await addConversation(testApp.db, { buyer });
    const asBuyer = await filed(buyer, 'conversation', id, 'Rude.');
    expect(asBuyer.json()).toMatchObject({ _id: id, reported: true });
    const [open] = await openAbout(id);
    expect(open).toMatchObject({
      reporter: { email: buyer, sending_blocked: false },
      reported: { email: seller, sending_blocked: false },
    });
    expect((await resolve(ADMIN, open!._id, 'removed')).statusCode).toBe(200);
    const about = { target_kind: 'conversation', outcome: 'removed', title: 'Fixture Book' };
    expect(await notificationsOf(testApp.db, seller)).toContainEqual({
      kind: 'report_outcome',
      read: false,
      data: { ...about, conversation_id: id },
    });
    expect(await notificationsOf(testApp.db, buyer)).toContainEqual({
      kind: 'report_resolved',
      read: false,
      data: { ...about, listing_id: null, seller_id: null, conversation_id: id },
    });
    const seen = await callAs(testApp, 'GET', `/api/conversations/${id}`, buyer);
    expect(seen.json()).toMatchObject({ reported: false });
  });
});

describe('the reporting limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { REPORT_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => testApp.close());

  it('counts the three ways of reporting together, per person', async () => {
    const reporter = await addPerson(testApp.db);
    const listingId = await addListing(testApp.db, {
      seller: await addPerson(testApp.db, 'seller'),
    });
    const { id } = await addConversation(testApp.db, { buyer: reporter });
    const reviewId = await addReviewRow(testApp.db, { buyer: await addPerson(testApp.db) });
    const send = (caller: string, path: string) =>
      sendAs(testApp, 'POST', `/api/${path}/report`, caller, { reason: 'Spam.' });

    expect((await send(reporter, `listings/${listingId}`)).statusCode).toBe(201);
    expect((await send(reporter, `conversations/${id}`)).statusCode).toBe(200);
    expectRefusal(await send(reporter, `reviews/${reviewId}`), 429, SERVER_ERRORS.tooManyRequests);
    expect((await send(BUYER, `reviews/${reviewId}`)).statusCode).toBe(201);
  });
});
