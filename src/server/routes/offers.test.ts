/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { MessagesPageSchema } from '../../shared/schemas/conversation';
import { ListingSchema } from '../../shared/schemas/listing';
import { OfferListSchema, OfferSchema } from '../../shared/schemas/offer';
import { listings, userEvents, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import {
  addListing,
  callAs,
  categoryNamed,
  expectRefusal,
  listingPayload,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { notificationsOf } from '../testing/notificationFixtures';
import { addOffer, setOfferHoursLeft } from '../testing/offerFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';

/**
 * Offers (docs/product.md#offers): a buyer's price on a book, the seller's accept, decline or
 * counter, the buyer's answer to a counter; each step in the conversation and told to the other
 * person; who may take which step, and what an offer may be. Fresh people in every test.
 */
describe('offers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { OFFER_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => testApp.close());

  const make = (caller: string, listingId: string, amount: number) =>
    sendAs(testApp, 'POST', '/api/offers', caller, { listing_id: listingId, amount });
  const step = (caller: string, id: string, action: 'accept' | 'decline') =>
    sendAs(testApp, 'POST', `/api/offers/${id}/${action}`, caller, undefined);
  const counter = (caller: string, id: string, amount: number) =>
    sendAs(testApp, 'POST', `/api/offers/${id}/counter`, caller, { amount });
  const offersAbout = async (caller: string, listingId: string) =>
    OfferListSchema.parse(
      (await callAs(testApp, 'GET', `/api/offers/about/${listingId}`, caller)).json(),
    ).items;
  const offerSteps = async (caller: string, conversationId: string) =>
    MessagesPageSchema.parse(
      (
        await callAs(testApp, 'GET', `/api/conversations/${conversationId}/messages`, caller)
      ).json(),
    ).items.map((message) => ({ body: message.body, offer: message.offer, mine: message.mine }));
  const pair = async () => {
    const buyer = await addPerson(testApp.db);
    const seller = await addPerson(testApp.db, 'seller');
    return { buyer, seller, listingId: await addListing(testApp.db, { seller }) };
  };

  describe('making an offer', () => {
    it('answers 201 with the open offer waiting for the seller, in the conversation and told to the seller', async () => {
      const { buyer, seller, listingId } = await pair();

      const response = await make(buyer, listingId, 120);
      expect(response.statusCode).toBe(201);
      const offer = OfferSchema.parse(response.json());
      expect(offer).toMatchObject({
        listing_id: listingId,
        book_title: 'Fixture Book',
        my_role: 'buyer',
        listed_price: 150,
        amount: 120,
        status: 'open',
        awaiting: 'seller',
      });
      const hours = (Date.parse(offer.expires_at) - Date.parse(offer.created_at)) / 3_600_000;
      expect(hours).toBeCloseTo(48, 1);

      expect(await offerSteps(seller, offer.conversation_id)).toEqual([
        { body: '', offer: { offer_id: offer._id, event: 'made', amount: 120 }, mine: false },
      ]);
      const [told] = await notificationsOf(testApp.db, seller);
      expect(told).toMatchObject({
        kind: 'offer_changed',
        data: {
          offer_id: offer._id,
          conversation_id: offer.conversation_id,
          event: 'made',
          amount: 120,
          to: 'seller',
        },
      });
      // Live: the seller's open pages hear of the message and of the notification.
      const events = await testApp.db
        .select({ kind: userEvents.kind })
        .from(userEvents)
        .where(eq(userEvents.userId, await userId(testApp.db, seller)));
      expect(events.map((event) => event.kind).sort()).toEqual(['message', 'notification']);
    });

    it('refuses a second open offer on the same book, also when two race', async () => {
      const { buyer, listingId } = await pair();
      const [first, second] = await Promise.all([
        make(buyer, listingId, 100),
        make(buyer, listingId, 110),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
      expectRefusal(first.statusCode === 409 ? first : second, 409, SERVER_ERRORS.offerAlreadyOpen);
      expect(await offersAbout(buyer, listingId)).toHaveLength(1);
    });

    it('takes a new offer once the last one has ended, and the ended one reads expired', async () => {
      const { buyer, seller, listingId } = await pair();
      const old = OfferSchema.parse((await make(buyer, listingId, 100)).json());
      await setOfferHoursLeft(testApp.db, old._id, -1);

      expect((await make(buyer, listingId, 110)).statusCode).toBe(201);
      const offers = await offersAbout(seller, listingId);
      expect(offers.map((o) => [o.amount, o.status])).toEqual([
        [110, 'open'],
        [100, 'expired'],
      ]);
    });

    it('refuses what an offer may not be', async () => {
      const { buyer, seller, listingId } = await pair();
      expectRefusal(await make(buyer, listingId, 150), 409, SERVER_ERRORS.offerNotBelowPrice);
      expectRefusal(await make(buyer, listingId, 69.99), 409, SERVER_ERRORS.offerBelowMinimum);
      expectRefusal(await make(seller, listingId, 100), 409, SERVER_ERRORS.ownListingOffer);
      expectRefusal(
        await make(buyer, '00000000-0000-4000-8000-000000000000', 100),
        404,
        SERVER_ERRORS.listingNotFound,
      );
      expectRefusal(await make(buyer, listingId, 0), 409, SERVER_ERRORS.offerBelowMinimum);
      expectRefusal(await make(buyer, listingId, -1), 400, /./);
      expectRefusal(
        await sendAs(testApp, 'POST', '/api/offers', undefined, {
          listing_id: listingId,
          amount: 100,
        }),
        401,
        /./,
      );
    });

    it("refuses a 'Fixed price' book, a sold one and one held for a cash meet-up", async () => {
      const { buyer, seller } = await pair();
      const fixed = await addListing(testApp.db, { seller, fixedPrice: true });
      const sold = await addListing(testApp.db, { seller, sold: true });
      const held = await addListing(testApp.db, { seller });
      await testApp.db
        .update(listings)
        .set({ cashOrderId: '00000000-0000-4000-8000-000000000001' })
        .where(eq(listings.id, held));
      expectRefusal(await make(buyer, fixed, 100), 409, SERVER_ERRORS.listingFixedPrice);
      expectRefusal(await make(buyer, sold, 100), 409, SERVER_ERRORS.listingSold);
      expectRefusal(await make(buyer, held, 100), 409, SERVER_ERRORS.listingHeldForMeetup);
    });

    it('refuses a person the admin stopped from sending messages', async () => {
      const { buyer, listingId } = await pair();
      await testApp.db
        .update(users)
        .set({ messagingBlockedAt: new Date() })
        .where(eq(users.email, buyer));
      expectRefusal(await make(buyer, listingId, 100), 403, SERVER_ERRORS.messagingBlocked);
    });
  });

  describe('answering an offer', () => {
    it('the seller accepts: the buyer has 24 hours to order at that price, and is told', async () => {
      const { buyer, seller, listingId } = await pair();
      const made = OfferSchema.parse((await make(buyer, listingId, 120)).json());

      const response = await step(seller, made._id, 'accept');
      expect(response.statusCode).toBe(200);
      const accepted = OfferSchema.parse(response.json());
      expect(accepted).toMatchObject({ status: 'accepted', awaiting: null, my_role: 'seller' });
      const hours = (Date.parse(accepted.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect((await offerSteps(buyer, made.conversation_id)).map((m) => m.offer?.event)).toEqual([
        'made',
        'accepted',
      ]);
      const [told] = await notificationsOf(testApp.db, buyer);
      expect(told).toMatchObject({
        kind: 'offer_changed',
        data: { event: 'accepted', amount: 120, to: 'buyer' },
      });
      // A double click changes nothing twice.
      expectRefusal(await step(seller, made._id, 'accept'), 409, SERVER_ERRORS.offerNotAwaitingYou);
    });

    it('the seller counters, then the buyer accepts the counter', async () => {
      const { buyer, seller, listingId } = await pair();
      const made = OfferSchema.parse((await make(buyer, listingId, 100)).json());

      expectRefusal(await counter(seller, made._id, 100), 409, SERVER_ERRORS.counterSameAmount);
      expectRefusal(await counter(seller, made._id, 150), 409, SERVER_ERRORS.offerNotBelowPrice);
      expectRefusal(await counter(seller, made._id, 50), 409, SERVER_ERRORS.offerBelowMinimum);
      expectRefusal(await counter(buyer, made._id, 130), 403, SERVER_ERRORS.counterBySellerOnly);
      const countered = OfferSchema.parse((await counter(seller, made._id, 130)).json());
      expect(countered).toMatchObject({ amount: 130, status: 'open', awaiting: 'buyer' });
      expect((await notificationsOf(testApp.db, buyer))[0]).toMatchObject({
        data: { event: 'countered', amount: 130, to: 'buyer' },
      });

      // Now it waits for the buyer: the seller can no longer accept their own price.
      expectRefusal(await step(seller, made._id, 'accept'), 409, SERVER_ERRORS.offerNotAwaitingYou);
      const accepted = OfferSchema.parse((await step(buyer, made._id, 'accept')).json());
      expect(accepted).toMatchObject({ amount: 130, status: 'accepted', my_role: 'buyer' });
      expect((await notificationsOf(testApp.db, seller))[0]).toMatchObject({
        data: { event: 'accepted', amount: 130, to: 'seller' },
      });
      expect((await offerSteps(seller, made.conversation_id)).map((m) => m.offer)).toEqual([
        { offer_id: made._id, event: 'made', amount: 100 },
        { offer_id: made._id, event: 'countered', amount: 130 },
        { offer_id: made._id, event: 'accepted', amount: 130 },
      ]);
    });

    it('the seller declines; a declined offer takes no further step', async () => {
      const { buyer, seller, listingId } = await pair();
      const made = OfferSchema.parse((await make(buyer, listingId, 100)).json());
      expectRefusal(await step(buyer, made._id, 'decline'), 409, SERVER_ERRORS.offerNotAwaitingYou);
      const declined = OfferSchema.parse((await step(seller, made._id, 'decline')).json());
      expect(declined).toMatchObject({ status: 'declined', awaiting: null });
      expect((await notificationsOf(testApp.db, buyer))[0]).toMatchObject({
        data: { event: 'declined', to: 'buyer' },
      });
      expectRefusal(await counter(seller, made._id, 120), 409, SERVER_ERRORS.offerNotAwaitingYou);
      // Declined, it no longer counts as the buyer's open offer.
      expect((await make(buyer, listingId, 110)).statusCode).toBe(201);
    });

    it('an offer past its time reads expired and can no longer be accepted', async () => {
      const { buyer, seller, listingId } = await pair();
      const made = OfferSchema.parse((await make(buyer, listingId, 100)).json());
      await setOfferHoursLeft(testApp.db, made._id, -0.01);
      expect((await offersAbout(buyer, listingId))[0]).toMatchObject({
        status: 'expired',
        awaiting: null,
      });
      expectRefusal(await step(seller, made._id, 'accept'), 409, SERVER_ERRORS.offerNotAwaitingYou);
    });

    it('refuses accepting an offer on a book another buyer holds, bought or is paying for', async () => {
      const { seller, listingId } = await pair();
      const offer = await addOffer(testApp.db, { seller, listingId });
      await testApp.db
        .update(listings)
        .set({ cashOrderId: '00000000-0000-4000-8000-000000000002' })
        .where(eq(listings.id, listingId));
      expectRefusal(
        await step(seller, offer.id, 'accept'),
        409,
        SERVER_ERRORS.listingHeldForMeetup,
      );
      await testApp.db
        .update(listings)
        .set({ cashOrderId: null, sold: true })
        .where(eq(listings.id, listingId));
      expectRefusal(await step(seller, offer.id, 'accept'), 409, SERVER_ERRORS.listingSold);
      await testApp.db
        .update(listings)
        .set({ sold: false, reservedUntil: new Date(Date.now() + 600_000) })
        .where(eq(listings.id, listingId));
      expectRefusal(await step(seller, offer.id, 'accept'), 409, SERVER_ERRORS.listingReserved);
      // Declining stays possible: it changes nothing about the book.
      expect((await step(seller, offer.id, 'decline')).statusCode).toBe(200);
    });

    it('to anyone but its two people the offer does not exist', async () => {
      const offer = await addOffer(testApp.db, { buyer: await addPerson(testApp.db) });
      const stranger = await addPerson(testApp.db);
      for (const action of ['accept', 'decline'] as const) {
        expectRefusal(await step(stranger, offer.id, action), 404, SERVER_ERRORS.offerNotFound);
        expectRefusal(await step(OWNER, offer.id, action), 404, SERVER_ERRORS.offerNotFound);
      }
      expectRefusal(await counter(stranger, offer.id, 120), 404, SERVER_ERRORS.offerNotFound);
      expectRefusal(
        await step(stranger, '00000000-0000-4000-8000-000000000000', 'accept'),
        404,
        SERVER_ERRORS.offerNotFound,
      );
      expect((await step(offer.seller, offer.id, 'decline')).statusCode).toBe(200);
    });
  });

  describe('GET /api/offers/about/{listingId}', () => {
    it('shows the buyer their own, the seller everyone’s open first, anyone else none', async () => {
      const { seller, listingId } = await pair();
      const first = await addPerson(testApp.db);
      const second = await addPerson(testApp.db);
      const declined = await addOffer(testApp.db, {
        buyer: first,
        seller,
        listingId,
        status: 'declined',
      });
      const open = await addOffer(testApp.db, { buyer: second, seller, listingId, amount: 90 });
      const latest = await addOffer(testApp.db, {
        buyer: first,
        seller,
        listingId,
        status: 'declined',
      });

      expect((await offersAbout(seller, listingId)).map((o) => o._id)).toEqual([
        open.id,
        latest.id,
        declined.id,
      ]);
      expect((await offersAbout(first, listingId)).map((o) => o._id)).toEqual([
        latest.id,
        declined.id,
      ]);
      expect(await offersAbout(await addPerson(testApp.db), listingId)).toEqual([]);
      expectRefusal(
        await callAs(
          testApp,
          'GET',
          '/api/offers/about/00000000-0000-4000-8000-000000000000',
          second,
        ),
        404,
        SERVER_ERRORS.listingNotFound,
      );
      expectRefusal(
        await callAs(testApp, 'GET', `/api/offers/about/${listingId}`, undefined),
        401,
        /./,
      );
    });
  });

  describe("'Fixed price' on a listing", () => {
    it('is taken by POST /addbook and by an edit, and shown on the listing', async () => {
      const category = await categoryNamed(testApp.db, 'Fiction');
      const added = await sendAs(testApp, 'POST', '/api/addbook', OWNER, {
        ...listingPayload(category),
        fixed_price: true,
      });
      expect(added.statusCode).toBe(201);
      const id = (added.json() as { insertedId: string }).insertedId;
      const listing = async () =>
        ListingSchema.parse(
          (await callAs(testApp, 'GET', `/api/listings/${id}`, undefined)).json(),
        );
      expect((await listing()).fixed_price).toBe(true);

      const edited = await putEdit(
        testApp,
        id,
        OWNER,
        await editBody(testApp, id, { fixed_price: false }),
      );
      expect(edited.statusCode).toBe(200);
      expect((await listing()).fixed_price).toBe(false);
    });
  });

  describe('the rate limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await buildTestApp({ env: { OFFER_RATE_LIMIT_PER_MINUTE: '3' } });
    });
    afterAll(() => limited.close());

    it('counts offers and answers together, per person', async () => {
      const buyer = await addPerson(limited.db);
      const nowhere = '00000000-0000-4000-8000-000000000000';
      const call = (caller: string, url: string, payload: unknown) =>
        sendAs(limited, 'POST', url, caller, payload);
      expect(
        (await call(buyer, '/api/offers', { listing_id: nowhere, amount: 100 })).statusCode,
      ).toBe(404);
      expect((await call(buyer, `/api/offers/${nowhere}/accept`, undefined)).statusCode).toBe(404);
      expect(
        (await call(buyer, `/api/offers/${nowhere}/counter`, { amount: 100 })).statusCode,
      ).toBe(404);
      const fourth = await call(buyer, '/api/offers', { listing_id: nowhere, amount: 100 });
      expectRefusal(fourth, 429, SERVER_ERRORS.tooManyRequests);
      // Someone else still has their own budget.
      const other = await addPerson(limited.db);
      expect((await call(other, `/api/offers/${nowhere}/decline`, undefined)).statusCode).toBe(404);
    });
  });
});
