/**
 * @database either
 */
import { pendingWithdrawals } from '../db/schema';
import type { TestApp } from '../testing/buildTestApp';
import {
  CARD_PROVIDERS,
  type CardProvider,
  chargedWithoutPaidOrder,
} from '../testing/cardProviders';
import { addListing, addOrder, BUYER } from '../testing/listingFixtures';
import { holdListingFor } from '../testing/orderFixtures';
import { createIntent, intentIdOf, OTHER_BUYER } from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';
import { expireOverdueOrders } from './overdueOrders';

/**
 * When the provider cannot be reached as the server withdraws an intent (here: a hold taken
 * over), that intent can still be charged, and its page may close before it reports the
 * payment. The order expiry withdraws it again until the provider answers, so the charge is
 * settled (recorded or refunded) even without a webhook.
 */
describe.each(CARD_PROVIDERS)(
  `a withdrawal that failed in an outage ($name, ${testDatabaseName()})`,
  (provider: CardProvider) => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await provider.build();
    }, 60_000);
    afterAll(() => testApp.close());
    afterEach(() => {
      jest.restoreAllMocks();
      provider.reset(testApp);
    });

    const sweep = () =>
      expireOverdueOrders(
        {
          db: testApp.db,
          payments: testApp.app.payments,
          currency: testApp.config.PAYMENT_CURRENCY,
          log: testApp.app.log,
        },
        testApp.config.ORDER_TTL_MINUTES,
      );
    const pending = async () =>
      (await testApp.db.select().from(pendingWithdrawals)).map((row) => row.intentId);
    /** Reads and cancels fail as in an outage; creating an intent still works. */
    const providerUnreachable = () => {
      const outage = new Error('provider unreachable');
      jest.spyOn(testApp.app.payments, 'retrieveIntent').mockRejectedValue(outage);
      jest.spyOn(testApp.app.payments, 'cancelIntent').mockRejectedValue(outage);
    };

    /**
     * The first buyer's payment page opened, its hold ran out, and a second buyer's page took the
     * book over while the provider was unreachable: the first intent could not be withdrawn.
     */
    const holdTakenOverInOutage = async () => {
      const listingId = await addListing(testApp.db);
      const first = await addOrder(testApp.db, listingId, 'unpaid', BUYER);
      const second = await addOrder(testApp.db, listingId, 'unpaid', OTHER_BUYER);
      const page = await createIntent(testApp, BUYER, first);
      const firstIntent = intentIdOf(page.json<{ clientSecret: string }>().clientSecret);
      await holdListingFor(testApp.db, listingId, first, -1);
      providerUnreachable();
      expect((await createIntent(testApp, OTHER_BUYER, second)).statusCode).toBe(200);
      return { first, second, firstIntent };
    };

    it('is withdrawn again by the next sweep after the outage, settling the charge made meanwhile', async () => {
      const { first, second, firstIntent } = await holdTakenOverInOutage();
      expect(await pending()).toEqual([firstIntent]);
      // The first buyer's card goes through all the same, and their page closes unreported.
      await provider.charge(testApp, firstIntent);
      expect((await sweep()).withdrawn).toBe(0);
      expect(await pending()).toEqual([firstIntent]);
      expect(await chargedWithoutPaidOrder(testApp, provider, [first, second])).toEqual([
        firstIntent,
      ]);

      jest.restoreAllMocks();
      expect((await sweep()).withdrawn).toBe(1);
      expect(await pending()).toEqual([]);
      expect(await chargedWithoutPaidOrder(testApp, provider, [first, second])).toEqual([]);
    });

    it('is forgotten once cancelled, when nobody was charged', async () => {
      const { first, second, firstIntent } = await holdTakenOverInOutage();
      expect(await pending()).toEqual([firstIntent]);
      jest.restoreAllMocks();

      expect((await sweep()).withdrawn).toBe(1);
      expect(await pending()).toEqual([]);
      expect(await chargedWithoutPaidOrder(testApp, provider, [first, second])).toEqual([]);
    });
  },
);
