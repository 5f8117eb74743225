/**
 * @database either
 */
import { and, eq, sql } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { OrderChangeResponseSchema, OrderHistorySchema } from '../../shared/schemas/orderLife';
import { listings, notifications, orders, sellerLedger } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  addOrder,
  BUYER,
  expectRefusal,
  listingRow,
  orderRow,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { addPerson, orderPayload, sendAs } from '../testing/orderFixtures';
import {
  KNOWN_CODE,
  moveMeetup,
  paidOrderOfFreshBuyer,
  placeCashOrder,
  handedOverOrderOfBuyer,
  setKnownCode,
} from '../testing/orderLifeFixtures';
import {
  chargedCents,
  confirmCard,
  createIntent,
  intentIdOf,
  pay,
} from '../testing/paymentFixtures';

describe("an order's life", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      logger: { level: 'error' },
      env: {
        ORDER_EXPIRY_SWEEP_SECONDS: '0',
        ORDER_RATE_LIMIT_PER_MINUTE: '10000',
        HANDOVER_RATE_LIMIT_PER_MINUTE: '10000',
      },
    });
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, caller: string, body?: unknown) =>
    sendAs(testApp, method, `/api/orders/${path}`, caller, body);
  const changeOf = (response: { statusCode: number; json(): unknown; body: string }) => {
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
    return OrderChangeResponseSchema.parse(response.json());
  };
  const reserved = async (listingId: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/listings/${listingId}` })).json<{
      reserved: boolean;
    }>().reserved;
  const toldAbout = async (email: string, orderId: string) =>
    (
      await testApp.db
        .select({ data: notifications.data })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, await userId(testApp.db, email)),
            eq(notifications.kind, 'order_changed'),
            sql`${notifications.data}->>'order_id' = ${orderId}`,
          ),
        )
        .orderBy(notifications.seq)
    ).map(({ data }) => (data as { change: string }).change);

  it('a cash order holds the book for its buyer: nobody else can order it until it ends', async () => {
    const listingId = await addListing(testApp.db);
    const orderId = await placeCashOrder(testApp, listingId);
    expect(await orderRow(testApp.db, orderId)).toMatchObject({
      paymentMethod: 'cash',
      meetupProposedBy: 'buyer',
      status: 'unpaid',
    });
    expect(await reserved(listingId)).toBe(true);
    expect(await toldAbout(OWNER, orderId)).toEqual(['placed']);

    const other = await addPerson(testApp.db);
    for (const method of ['cash', 'online']) {
      const body = { ...orderPayload(listingId, { email: other }), payment_method: method };
      expectRefusal(
        await sendAs(testApp, 'POST', '/api/orders', other, body),
        409,
        SERVER_ERRORS.listingHeldForMeetup,
      );
    }

    changeOf(await call('POST', `${orderId}/cancel`, BUYER));
    expect(await reserved(listingId)).toBe(false);
    expect(await toldAbout(OWNER, orderId)).toEqual(['placed', 'cancelled_by_buyer']);
    const again = { ...orderPayload(listingId, { email: other }), payment_method: 'cash' };
    expect((await sendAs(testApp, 'POST', '/api/orders', other, again)).statusCode).toBe(201);
  });

  it('a buyer who ordered online before the book was held for a meet-up cannot start paying', async () => {
    const listingId = await addListing(testApp.db);
    const earlier = await addPerson(testApp.db);
    const earlierOrder = await addOrder(testApp.db, listingId, 'unpaid', earlier);
    await placeCashOrder(testApp, listingId);
    const intent = await createIntent(testApp, earlier, earlierOrder);
    expectRefusal(intent, 409, SERVER_ERRORS.listingHeldForMeetup);
  });

  it('refuses a way of paying the seller does not take, and a meet-up out of range', async () => {
    const onlineOnly = await addListing(testApp.db, { acceptsCash: false });
    const cash = { ...orderPayload(onlineOnly), payment_method: 'cash' };
    expectRefusal(
      await sendAs(testApp, 'POST', '/api/orders', BUYER, cash),
      409,
      SERVER_ERRORS.paymentMethodNotAccepted,
    );
    const both = await addListing(testApp.db);
    const late = {
      ...orderPayload(both),
      payment_method: 'cash',
      meetup_at: '2099-01-01T10:00:00Z',
    };
    expectRefusal(
      await sendAs(testApp, 'POST', '/api/orders', BUYER, late),
      400,
      SERVER_ERRORS.meetupOutOfRange,
    );
    expect(await reserved(both)).toBe(false);
  });

  it('the seller changes the meet-up time, the buyer agrees; each hears of the other; the history says who', async () => {
    const orderId = await placeCashOrder(testApp, await addListing(testApp.db));
    const at = new Date(Date.now() + 26 * 60 * 60_000).toISOString();
    const proposed = changeOf(await call('PUT', `${orderId}/meetup`, OWNER, { meetup_at: at }));
    expect(proposed).toMatchObject({ meetup_proposed_by: 'seller', meetup_agreed: false });
    expect(proposed.meetup_at && new Date(proposed.meetup_at).toISOString()).toBe(at);
    expectRefusal(
      await call('POST', `${orderId}/meetup/agree`, OWNER),
      409,
      SERVER_ERRORS.meetupNothingToAgree,
    );
    expect(changeOf(await call('POST', `${orderId}/meetup/agree`, BUYER)).meetup_agreed).toBe(true);
    expect(await toldAbout(BUYER, orderId)).toEqual(['meetup_proposed']);
    expect(await toldAbout(OWNER, orderId)).toEqual(['placed', 'meetup_agreed']);

    const history = OrderHistorySchema.parse(
      (await call('GET', `${orderId}/history`, OWNER)).json(),
    );
    expect(history.map(({ actor, reason }) => `${actor} ${reason}`)).toEqual([
      'buyer placed',
      'seller meetup_proposed',
      'buyer meetup_agreed',
    ]);
  });

  it('the buyer cancels only before the meet-up; after it the seller may cancel for a no-show', async () => {
    const listingId = await addListing(testApp.db);
    const orderId = await placeCashOrder(testApp, listingId);
    expectRefusal(
      await call('POST', `${orderId}/no-show`, OWNER),
      409,
      SERVER_ERRORS.meetupNotYetPassed,
    );
    await moveMeetup(testApp.db, orderId, -5);
    expectRefusal(
      await call('POST', `${orderId}/cancel`, BUYER),
      409,
      SERVER_ERRORS.orderChangeRefused,
    );
    expect(changeOf(await call('POST', `${orderId}/no-show`, OWNER)).status).toBe('cancelled');
    expect(await orderRow(testApp.db, orderId)).toMatchObject({ cancelReason: 'seller_no_show' });
    expect(await reserved(listingId)).toBe(false);
    expect(await toldAbout(BUYER, orderId)).toEqual(['seller_no_show']);
  });

  it('five wrong codes lock the handover for 15 minutes and tell both; the right code then completes the sale', async () => {
    const listingId = await addListing(testApp.db);
    const orderId = await placeCashOrder(testApp, listingId);
    const waiting = await addPerson(testApp.db);
    const waitingOrder = await addOrder(testApp.db, listingId, 'unpaid', waiting);

    const codeAnswer = await call('POST', `${orderId}/handover-code`, BUYER);
    expect(codeAnswer.json()).toEqual({ code: expect.stringMatching(/^\d{6}$/) });
    const { code } = codeAnswer.json<{ code: string }>();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      expectRefusal(
        await call('POST', `${orderId}/handover`, OWNER, { code: wrong }),
        400,
        SERVER_ERRORS.handoverCodeWrong,
      );
    }
    expectRefusal(
      await call('POST', `${orderId}/handover`, OWNER, { code: wrong }),
      423,
      SERVER_ERRORS.handoverLocked,
    );
    expectRefusal(
      await call('POST', `${orderId}/handover`, OWNER, { code }),
      423,
      SERVER_ERRORS.handoverLocked,
    );
    expect(await toldAbout(BUYER, orderId)).toEqual(['handover_locked']);
    expect(await toldAbout(OWNER, orderId)).toEqual(['placed', 'handover_locked']);

    await testApp.db
      .update(orders)
      .set({ handoverLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, orderId));
    expect(changeOf(await call('POST', `${orderId}/handover`, OWNER, { code })).status).toBe(
      'handed_over',
    );
    expect(await orderRow(testApp.db, orderId)).toMatchObject({ handoverCodeHash: null });
    expect(await listingRow(testApp.db, listingId)).toMatchObject({
      sold: true,
      cashOrderId: null,
    });
    expect(await orderRow(testApp.db, waitingOrder)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'sold_to_another_buyer',
    });
    const mine = await sendAs(testApp, 'GET', `/api/order/${orderId}`, BUYER, undefined);
    expect(mine.json()).toMatchObject({
      status: 'handed_over',
      paid: true,
      payment_method: 'cash',
    });
    // Reviews open after the handover, paid in cash too.
    const review = await sendAs(testApp, 'POST', '/api/reviews', BUYER, {
      order_id: orderId,
      rating: 5,
      comment: '',
    });
    expect({ status: review.statusCode, body: review.body }).toMatchObject({ status: 201 });
  });

  it('the handover code is the buyer’s alone, and the seller’s to type', async () => {
    const orderId = await placeCashOrder(testApp, await addListing(testApp.db));
    expectRefusal(
      await call('POST', `${orderId}/handover-code`, OWNER),
      403,
      SERVER_ERRORS.onlyTheBuyer,
    );
    expectRefusal(
      await call('POST', `${orderId}/handover`, BUYER, { code: KNOWN_CODE }),
      403,
      SERVER_ERRORS.onlyTheSeller,
    );
    expectRefusal(
      await call('POST', `${orderId}/handover-code`, await addPerson(testApp.db)),
      404,
      SERVER_ERRORS.orderNotFound,
    );
  });

  it('an online order handed over credits the seller’s ledger with its price', async () => {
    const orderId = await paidOrderOfFreshBuyer(testApp);
    changeOf(await call('POST', `${orderId}/handover`, OWNER, { code: KNOWN_CODE }));
    const credits = await testApp.db
      .select()
      .from(sellerLedger)
      .where(eq(sellerLedger.orderId, orderId));
    expect(credits).toEqual([
      expect.objectContaining({
        kind: 'handover',
        amount: '150.00',
        sellerId: await userId(testApp.db, OWNER),
      }),
    ]);
  });

  it('an online order not handed over in ORDER_HANDOVER_DAYS: the buyer cancels and the provider refunds it', async () => {
    const listingId = await addListing(testApp.db);
    const orderId = await addOrder(testApp.db, listingId, 'unpaid', BUYER);
    const { clientSecret } = (await createIntent(testApp, BUYER, orderId)).json<{
      clientSecret: string;
    }>();
    await confirmCard(testApp, BUYER, clientSecret);
    expect(
      (await pay(testApp, BUYER, { orderId, transactionId: intentIdOf(clientSecret) })).statusCode,
    ).toBe(201);
    expectRefusal(
      await call('POST', `${orderId}/cancel`, BUYER),
      409,
      SERVER_ERRORS.notHandedOverInTime,
    );

    await testApp.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, orderId));
    await setKnownCode(testApp, orderId);
    expect(changeOf(await call('POST', `${orderId}/cancel`, BUYER)).status).toBe('cancelled');
    expect(await chargedCents(testApp.db, [orderId])).toBe(0);
    expect(await listingRow(testApp.db, listingId)).toMatchObject({ sold: false });
    expect(await toldAbout(OWNER, orderId)).toEqual(['not_handed_over_in_time']);
    expectRefusal(
      await call('POST', `${orderId}/handover`, OWNER, { code: KNOWN_CODE }),
      409,
      SERVER_ERRORS.orderChangeRefused,
    );
    const [listing] = await testApp.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing?.cashOrderId).toBeNull();
  });

  it('a problem is reported once, by the buyer, within 48 hours of an online handover', async () => {
    const report = (orderId: string, caller: string) =>
      call('POST', `${orderId}/problem`, caller, { reason: 'not_received' });
    const late = await handedOverOrderOfBuyer(testApp, 49);
    expectRefusal(await report(late, BUYER), 409, SERVER_ERRORS.problemWindowClosed);
    const cashOrder = await placeCashOrder(testApp, await addListing(testApp.db));
    expectRefusal(await report(cashOrder, BUYER), 409, SERVER_ERRORS.problemWindowClosed);
    const orderId = await handedOverOrderOfBuyer(testApp, 47);
    expect((await report(orderId, BUYER)).statusCode).toBe(201);
    expectRefusal(await report(orderId, BUYER), 409, SERVER_ERRORS.problemAlreadyReported);
    expectRefusal(
      await report(orderId, await addPerson(testApp.db)),
      404,
      SERVER_ERRORS.orderNotFound,
    );
    expect((await call('GET', `${orderId}/problem`, BUYER)).json()).toMatchObject({
      reason: 'not_received',
      outcome: null,
    });
  });
});
