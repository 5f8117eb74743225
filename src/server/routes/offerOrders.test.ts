/**
 * @database each
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { OfferListSchema, OfferSchema } from '../../shared/schemas/offer';
import { listings } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  callAs,
  expectRefusal,
  listingRow,
  orderRow,
} from '../testing/listingFixtures';
import { addOffer, setOfferHoursLeft } from '../testing/offerFixtures';
import { addPerson, orderPayload, ordersFor, sendAs } from '../testing/orderFixtures';
import { confirmCard, intentIdOf, postAs } from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

/**
 * An accepted offer and POST /orders (docs/product.md#offers): its buyer orders at the offer's
 * price within its 24 hours, once; everyone else at the listed price. Raced: two buyers whose
 * offers were both accepted order at once, and an acceptance meets a cash order's hold.
 */
describe(`ordering at an offer's price on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '0', OFFER_RATE_LIMIT_PER_MINUTE: '10000' },
    });
  });
  afterAll(() => testApp.close());

  const order = (buyer: string, listingId: string, method: 'online' | 'cash' = 'online') =>
    sendAs(testApp, 'POST', '/api/orders', buyer, {
      ...orderPayload(listingId, { email: buyer }),
      payment_method: method,
      ...(method === 'cash' ? { meetup_at: inTwoDays() } : {}),
    });
  /** A new seller's new book with one buyer's open offer on it. */
  const openOfferOnANewBook = async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const listingId = await addListing(testApp.db, { seller });
    const offer = await addOffer(testApp.db, {
      buyer: await addPerson(testApp.db),
      seller,
      listingId,
    });
    return { seller, listingId, offer };
  };
  const offersOf = async (caller: string, listingId: string) =>
    OfferListSchema.parse(
      (await callAs(testApp, 'GET', `/api/offers/about/${listingId}`, caller)).json(),
    ).items;
  const acceptedOffers = async (count: number) => {
    const seller = await addPerson(testApp.db, 'seller');
    const listingId = await addListing(testApp.db, { seller });
    const buyers: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const buyer = await addPerson(testApp.db);
      await addOffer(testApp.db, {
        buyer,
        seller,
        listingId,
        amount: 100 + n,
        status: 'accepted',
        hoursLeft: 24,
      });
      buyers.push(buyer);
    }
    return { seller, listingId, buyers };
  };
  /** Start paying, pay by card, record: 'paid' or the refusal. */
  async function payFor(buyer: string, orderId: string, price: number): Promise<string> {
    const intent = await postAs(testApp, '/api/create-payment-intent', buyer, {
      bookPrice: price,
      orderId,
    });
    const refusal = (answer: { statusCode: number; json(): unknown }) =>
      `${answer.statusCode} ${ErrorResponseSchema.parse(answer.json()).message}`;
    if (intent.statusCode !== 200) return refusal(intent);
    const { clientSecret } = intent.json();
    const confirmed = await confirmCard(testApp, buyer, clientSecret);
    if (confirmed.statusCode !== 200) return refusal(confirmed);
    const paid = await postAs(testApp, '/api/payments', buyer, {
      bookPrice: price,
      email: buyer,
      orderId,
      transactionId: intentIdOf(clientSecret),
    });
    return paid.statusCode === 201 ? 'paid' : refusal(paid);
  }

  it("the offer's buyer orders at its price, once; anyone else pays the listed price", async () => {
    const { listingId, buyers } = await acceptedOffers(1);
    const buyer = buyers[0]!;
    const stranger = await addPerson(testApp.db);

    const ordered = await order(buyer, listingId);
    expect(ordered.statusCode).toBe(201);
    expect(await orderRow(testApp.db, ordered.json().insertedId)).toMatchObject({
      bookPrice: '100.00',
    });
    expect((await offersOf(buyer, listingId))[0]).toMatchObject({ status: 'ordered' });

    const other = await order(stranger, listingId);
    expect(other.statusCode).toBe(201);
    expect(await orderRow(testApp.db, other.json().insertedId)).toMatchObject({
      bookPrice: '150.00',
    });
  });

  it('an accepted offer never costs more than the book is listed for now', async () => {
    const { listingId, buyers } = await acceptedOffers(1);
    await testApp.db
      .update(listings)
      .set({ sellerPrice: '90.00' })
      .where(eq(listings.id, listingId));
    const ordered = await order(buyers[0]!, listingId);
    expect(await orderRow(testApp.db, ordered.json().insertedId)).toMatchObject({
      bookPrice: '90.00',
    });
  });

  it('an accepted offer past its 24 hours reads expired and gives the listed price', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const listingId = await addListing(testApp.db, { seller });
    const buyer = await addPerson(testApp.db);
    const offer = await addOffer(testApp.db, { buyer, seller, listingId, status: 'accepted' });
    await setOfferHoursLeft(testApp.db, offer.id, -0.01);

    expect((await offersOf(buyer, listingId))[0]).toMatchObject({ status: 'expired' });
    const ordered = await order(buyer, listingId);
    expect(await orderRow(testApp.db, ordered.json().insertedId)).toMatchObject({
      bookPrice: '150.00',
    });
  });

  it('two buyers with accepted offers pay at once: the first to pay gets the book', async () => {
    const { listingId, buyers } = await acceptedOffers(2);
    const placed = await Promise.all(buyers.map((buyer) => order(buyer, listingId)));
    expect(placed.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const orderIds = placed.map((answer) => answer.json().insertedId as string);
    expect((await ordersFor(testApp.db, listingId)).map((o) => o.bookPrice).sort()).toEqual([
      '100.00',
      '101.00',
    ]);

    const outcomes = await Promise.all(
      buyers.map((buyer, n) => payFor(buyer, orderIds[n]!, 100 + n)),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o !== 'paid')) {
      expect(
        [
          SERVER_ERRORS.listingReserved,
          SERVER_ERRORS.listingSold,
          // The winner's payment cancelled the loser's unpaid order before it started paying.
          SERVER_ERRORS.orderCancelled,
        ].map((m) => `409 ${m}`),
      ).toContain(outcome);
    }
    expect(await listingRow(testApp.db, listingId)).toMatchObject({ sold: true });
  });

  it('two buyers with accepted offers order in cash at once: the first holds the book', async () => {
    const { listingId, buyers } = await acceptedOffers(2);
    const answers = await Promise.all(buyers.map((buyer) => order(buyer, listingId, 'cash')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expectRefusal(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      SERVER_ERRORS.listingHeldForMeetup,
    );
    // The one refused still has their offer: the order that failed took nothing.
    const refused = buyers[answers.findIndex((answer) => answer.statusCode === 409)]!;
    expect((await offersOf(refused, listingId))[0]).toMatchObject({ status: 'accepted' });
  });

  it('accepting an offer races a cash order: either the order holds the book or the offer is accepted first', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { seller, listingId, offer } = await openOfferOnANewBook();
      const cashBuyer = await addPerson(testApp.db);

      const [accepted, ordered] = await Promise.all([
        sendAs(testApp, 'POST', `/api/offers/${offer.id}/accept`, seller, undefined),
        order(cashBuyer, listingId, 'cash'),
      ]);

      expect(ordered.statusCode).toBe(201);
      if (accepted.statusCode === 200) {
        expect(OfferSchema.parse(accepted.json()).status).toBe('accepted');
      } else {
        expectRefusal(accepted, 409, SERVER_ERRORS.listingHeldForMeetup);
      }
    }
    // Once the book is held, accepting is refused outright.
    const { seller, listingId, offer } = await openOfferOnANewBook();
    expect((await order(await addPerson(testApp.db), listingId, 'cash')).statusCode).toBe(201);
    expectRefusal(
      await sendAs(testApp, 'POST', `/api/offers/${offer.id}/accept`, seller, undefined),
      409,
      SERVER_ERRORS.listingHeldForMeetup,
    );
  });

  it("an offer's step racing the book's deletion either lands first or finds no offer, never a 500", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { seller, listingId, offer } = await openOfferOnANewBook();
      const action = round % 2 === 0 ? 'decline' : 'accept';

      const [answered, deleted] = await Promise.all([
        sendAs(testApp, 'POST', `/api/offers/${offer.id}/${action}`, seller, undefined),
        sendAs(testApp, 'DELETE', `/api/deletebook/${listingId}`, seller, undefined),
      ]);

      expect(deleted.statusCode).toBe(200);
      if (answered.statusCode !== 200) {
        expectRefusal(answered, 404, SERVER_ERRORS.offerNotFound);
      }
      expect(await offersOf(seller, listingId).catch(() => 'gone')).toBe('gone');
    }
  });
});
