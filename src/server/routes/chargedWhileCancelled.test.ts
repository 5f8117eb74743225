/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { listings } from '../db/schema';
import type { TestApp } from '../testing/buildTestApp';
import {
  CARD_PROVIDERS,
  type CardProvider,
  chargedWithoutPaidOrder,
} from '../testing/cardProviders';
import { addListing, addOrder, BUYER, expectRefusal, orderRow } from '../testing/listingFixtures';
import { holdListingFor } from '../testing/orderFixtures';
import {
  addBuyers,
  createIntent,
  intentIdOf,
  OTHER_BUYER,
  pay,
  paymentsOfOrders,
} from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

/** When the buyer's card goes through: before the server cancels the intent, or just as it does. */
const MOMENTS = ['before', 'as'] as const;

/**
 * The server cancels a buyer's payment intent when someone else may now have the book: a hold
 * taken over, a book sold. That buyer's card may go through at that very moment. Their money then
 * ends up paying for the book or refunded, never charged for a cancelled order, without any
 * webhook and whether or not their page ever reports the payment.
 */
describe.each(CARD_PROVIDERS)(
  `an intent cancelled while its card is charged ($name, ${testDatabaseName()})`,
  (provider: CardProvider) => {
    let testApp: TestApp;
    let winner: string;
    beforeAll(async () => {
      testApp = await provider.build();
      [winner] = (await addBuyers(testApp.db, 1, 'winner')) as [string];
    }, 60_000);
    afterAll(() => testApp.close());
    afterEach(() => provider.reset(testApp));

    const openPaymentPage = async (buyer: string, orderId: string) => {
      const page = await createIntent(testApp, buyer, orderId);
      expect(page.statusCode).toBe(200);
      return intentIdOf(page.json<{ clientSecret: string }>().clientSecret);
    };
    const chargeCard = async (moment: (typeof MOMENTS)[number], intentId: string) => {
      if (moment === 'before') await provider.charge(testApp, intentId);
      else provider.chargeOnCancel(testApp, intentId);
    };
    /** The hold ends without a takeover (as if its cancel had failed): the intent stays live. */
    const releaseHold = (listingId: string) =>
      testApp.db
        .update(listings)
        .set({ reservedOrderId: null, reservedUntil: null })
        .where(eq(listings.id, listingId));
    const statusOf = async (orderId: string) => (await orderRow(testApp.db, orderId))?.status;

    it.each(MOMENTS)(
      'hold taken over, first card charged %s the takeover: the first buyer has the book',
      async (moment) => {
        const listingId = await addListing(testApp.db);
        const first = await addOrder(testApp.db, listingId, 'unpaid', BUYER);
        const second = await addOrder(testApp.db, listingId, 'unpaid', OTHER_BUYER);
        const firstIntent = await openPaymentPage(BUYER, first);
        await holdListingFor(testApp.db, listingId, first, -1);
        await chargeCard(moment, firstIntent);

        const takeover = await createIntent(testApp, OTHER_BUYER, second);

        expectRefusal(takeover, 409, SERVER_ERRORS.listingSold);
        expect(await statusOf(first)).toBe('paid');
        expect(await statusOf(second)).toBe('cancelled');
        const recorded = await paymentsOfOrders(testApp.db, [first, second]);
        expect(recorded.map((p) => p.transactionId)).toEqual([firstIntent]);
        expect(await chargedWithoutPaidOrder(testApp, provider, [first, second])).toEqual([]);
      },
    );

    it.each(MOMENTS)(
      "book sold, a losing buyer's card charged %s their intent is cancelled: refunded",
      async (moment) => {
        const listingId = await addListing(testApp.db);
        const chargedOrder = await addOrder(testApp.db, listingId, 'unpaid', BUYER);
        const openOrder = await addOrder(testApp.db, listingId, 'unpaid', OTHER_BUYER);
        const losers = [chargedOrder, openOrder];
        const chargedLoser = await openPaymentPage(BUYER, chargedOrder);
        await releaseHold(listingId);
        await openPaymentPage(OTHER_BUYER, openOrder);
        await releaseHold(listingId);
        await chargeCard(moment, chargedLoser);
        const sold = await addOrder(testApp.db, listingId, 'unpaid', winner);
        const winnerIntent = await openPaymentPage(winner, sold);
        await provider.charge(testApp, winnerIntent);

        const sale = await pay(testApp, winner, { orderId: sold, transactionId: winnerIntent });

        expect(sale.statusCode).toBe(201);
        expect(await statusOf(sold)).toBe('paid');
        expect([await statusOf(chargedOrder), await statusOf(openOrder)]).toEqual([
          'cancelled',
          'cancelled',
        ]);
        const everyone = [...losers, sold];
        expect(await provider.charges(testApp, losers)).toEqual(
          expect.arrayContaining([{ intentId: chargedLoser, charged: true, refunded: true }]),
        );
        expect(await chargedWithoutPaidOrder(testApp, provider, everyone)).toEqual([]);
        expect(await paymentsOfOrders(testApp.db, everyone)).toHaveLength(1);
      },
    );
  },
);
