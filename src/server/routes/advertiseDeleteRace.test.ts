/**
 * @database each
 */
import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_ERRORS } from '../../shared/messages';
import { AdvertisementListSchema } from '../../shared/schemas/category';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  addOrder,
  BUYER,
  callAs,
  listingRow,
  orderRow,
  OTHER_SELLER,
  OWNER,
  wishlistOf,
} from '../testing/listingFixtures';
import { sendAs } from '../testing/orderFixtures';
import { addSucceededIntent, pay } from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const LISTINGS = 6;

/**
 * A seller clicking Advertise and Delete on My Products (two tabs, a double click) sends the
 * calls at once; the home carousel is read by everyone meanwhile.
 */
describe(`advertising and deleting one listing at once on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  }, 60_000);
  afterAll(() => testApp.close());

  const advertise = (id: string) => callAs(testApp, 'POST', `/api/adv/${id}`, OWNER);
  const stopAdvertising = (id: string) => callAs(testApp, 'POST', `/api/offadv/${id}`, OWNER);
  const remove = (id: string, seller = OWNER) =>
    callAs(testApp, 'DELETE', `/api/deletebook/${id}`, seller);
  const addToWishlist = (id: string) =>
    sendAs(testApp, 'POST', `/api/wishlist/${id}`, BUYER, { email: BUYER });
  const carousel = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/adv' });
    expect(response.statusCode).toBe(200);
    return AdvertisementListSchema.parse(response.json()).map((ad) => ad._id);
  };
  const messageOf = (answer: LightMyRequestResponse) =>
    ErrorResponseSchema.parse(answer.json()).message;

  it('deletes each listing once, answers the rest 200 or 404, and the carousel forgets it', async () => {
    const ids = await Promise.all(
      Array.from({ length: LISTINGS }, (_, i) => addListing(testApp.db, { adv: i % 2 === 0 })),
    );
    const orderIds = await Promise.all(ids.map((id) => addOrder(testApp.db, id, 'unpaid')));
    // When each delete was answered: a carousel read started after that must not show the book.
    const deletedAt = new Map<string, number>();
    const reads: { startedAt: number; shown: string[] }[] = [];
    let racing = true;
    const watchCarousel = async () => {
      while (racing) {
        const startedAt = performance.now();
        reads.push({ startedAt, shown: await carousel() });
        // A cached answer can come back on microtasks alone; without a turn of the event loop
        // in between, this loop would starve the very calls it is watching.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const removeAndNote = async (id: string) => {
      const answer = await remove(id);
      if (answer.statusCode === 200) deletedAt.set(id, performance.now());
      return answer;
    };

    const watching = watchCarousel();
    const racingCalls = Promise.all(
      ids.map(async (id) => {
        const [adv1, del1, off, wish, stranger, adv2, del2] = await Promise.all([
          advertise(id),
          removeAndNote(id),
          stopAdvertising(id),
          addToWishlist(id),
          remove(id, OTHER_SELLER),
          advertise(id),
          removeAndNote(id),
        ]);
        return {
          id,
          others: [adv1!, off!, wish!, adv2!],
          deletes: [del1!, del2!],
          stranger: stranger!,
        };
      }),
    );
    const answers = await racingCalls.finally(() => {
      racing = false;
    });
    await watching;

    for (const { id, others, deletes, stranger } of answers) {
      expect(deletes.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      // Another seller racing the owner is refused, or finds the book already gone.
      expect([
        `403 ${SERVER_ERRORS.notYourListing}`,
        `404 ${SERVER_ERRORS.listingNotFound}`,
      ]).toContain(`${stranger.statusCode} ${messageOf(stranger)}`);
      // Each call either acted before the delete or was told the book is gone: never a 5xx.
      for (const answer of others) {
        expect([200, 404]).toContain(answer.statusCode);
        if (answer.statusCode === 404)
          expect(messageOf(answer)).toBe(SERVER_ERRORS.listingNotFound);
      }
      expect(await listingRow(testApp.db, id)).toBeUndefined();
      expect(await wishlistOf(testApp.db, id)).toEqual([]);
    }
    for (const orderId of orderIds) {
      expect(await orderRow(testApp.db, orderId)).toMatchObject({
        status: 'cancelled',
        listingId: null,
      });
    }
    expect(reads.length).toBeGreaterThan(0);
    for (const { startedAt, shown } of reads) {
      const stale = shown.filter((id) => (deletedAt.get(id) ?? Infinity) <= startedAt);
      expect(stale).toEqual([]);
    }
    expect((await carousel()).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('never leaves a book advertised once a payment sold it, whichever call came first', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await addListing(testApp.db);
      const orderId = await addOrder(testApp.db, id, 'unpaid');
      const transactionId = await addSucceededIntent(testApp.db, orderId, BUYER);

      const [advertised, paid] = await Promise.all([
        advertise(id),
        pay(testApp, BUYER, { orderId, transactionId }),
      ]);

      expect(paid.statusCode).toBe(201);
      // Advertised just before the sale (200), or refused as sold (409): never after it.
      expect([200, 409]).toContain(advertised.statusCode);
      if (advertised.statusCode === 409)
        expect(messageOf(advertised)).toBe(SERVER_ERRORS.listingSold);
      expect(await listingRow(testApp.db, id)).toMatchObject({ sold: true, adv: false });
      expect(await carousel()).not.toContain(id);
    }
  });
});
