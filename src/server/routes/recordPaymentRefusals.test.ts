/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { payments } from '../db/schema';
import { PaymentProviderUnavailable } from '../httpError';
import type { TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  BUYER,
  expectRefusal,
  listingRow,
  orderRow,
  OWNER,
} from '../testing/listingFixtures';
import {
  buildPaymentTestApp,
  OTHER_BUYER,
  addSucceededIntent,
  intentRow,
  ORDER_CENTS,
  orderWithIntent,
  pay,
  paymentsOfOrders,
} from '../testing/paymentFixtures';

describe('POST /api/payments refuses what the provider does not vouch for', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  describe('refusals change nothing', () => {
    let paid: { orderId: string; transactionId: string };
    let snapshot: () => Promise<unknown>;
    let before: unknown;
    beforeEach(async () => {
      paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds);
      const order = await orderRow(testApp.db, paid.orderId);
      snapshot = async () => [
        await orderRow(testApp.db, paid.orderId),
        await listingRow(testApp.db, order!.listingId!),
        await intentRow(testApp.db, paid.transactionId),
        await testApp.db.select().from(payments),
      ];
      before = await snapshot();
    });
    afterEach(async () => expect(await snapshot()).toEqual(before));

    it.each([
      ['another buyer', OTHER_BUYER],
      ['the seller', OWNER],
      ['an admin', ADMIN],
    ])("404 for %s paying the buyer's order as themselves", async (_who, caller) => {
      expectRefusal(await pay(testApp, caller, paid), 404, SERVER_ERRORS.orderNotFound);
    });

    it("403 for someone naming the buyer's e-mail; 401 without a token", async () => {
      expectRefusal(
        await pay(testApp, OTHER_BUYER, { ...paid, email: BUYER }),
        403,
        SERVER_ERRORS.notYourAccount,
      );
      expectRefusal(
        await pay(testApp, undefined, { ...paid, email: BUYER }),
        401,
        SERVER_ERRORS.signInRequired,
      );
    });

    it('400 for a forged transaction id, and for a price that is not the order’s', async () => {
      const forged = { ...paid, transactionId: 'pi_local_forged' };
      expectRefusal(await pay(testApp, BUYER, forged), 400, SERVER_ERRORS.paymentUnknown);
      const cheaper = { ...paid, bookPrice: 1 };
      expectRefusal(await pay(testApp, BUYER, cheaper), 400, SERVER_ERRORS.paymentAmountMismatch);
      expectRefusal(await pay(testApp, BUYER, { ...paid, orderId: 'x' }), 400, /^orderId: /);
    });

    it('502 when the provider does not answer', async () => {
      const spy = jest
        .spyOn(testApp.app.payments, 'retrieveIntent')
        .mockRejectedValueOnce(new PaymentProviderUnavailable('offline'));
      try {
        expectRefusal(await pay(testApp, BUYER, paid), 502, SERVER_ERRORS.paymentProviderDown);
      } finally {
        spy.mockRestore();
      }
    });
  });

  it("400 for another buyer's intent and for the intent of the buyer's other order", async () => {
    const mine = await orderWithIntent(testApp, BUYER);
    const theirs = await orderWithIntent(testApp, OTHER_BUYER, TEST_MODE_CARDS.succeeds);
    const myOther = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds);
    for (const transactionId of [theirs.transactionId, myOther.transactionId]) {
      const response = await pay(testApp, BUYER, { orderId: mine.orderId, transactionId });
      expectRefusal(response, 400, SERVER_ERRORS.paymentOtherOrder);
    }
    expect((await orderRow(testApp.db, mine.orderId))?.status).toBe('unpaid');
    expect(await paymentsOfOrders(testApp.db, [mine.orderId])).toEqual([]);
  });

  it('400 for an intent of another amount or currency', async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    for (const wrong of [{ amount: ORDER_CENTS - 1 }, { currency: 'eur' }]) {
      const transactionId = await addSucceededIntent(testApp.db, orderId, BUYER, wrong);
      expectRefusal(
        await pay(testApp, BUYER, { orderId, transactionId }),
        400,
        SERVER_ERRORS.paymentAmountMismatch,
      );
    }
    expect((await orderRow(testApp.db, orderId))?.status).toBe('unpaid');
  });

  it('402 before the card is confirmed and after a declined or underfunded card', async () => {
    for (const cardNumber of [
      undefined,
      TEST_MODE_CARDS.declined,
      TEST_MODE_CARDS.insufficientFunds,
    ]) {
      const unpaid = await orderWithIntent(testApp, BUYER, cardNumber);
      expectRefusal(await pay(testApp, BUYER, unpaid), 402, SERVER_ERRORS.paymentNotSucceeded);
      expect((await orderRow(testApp.db, unpaid.orderId))?.status).toBe('unpaid');
    }
    expect(await testApp.db.select().from(payments).where(eq(payments.email, OTHER_BUYER))).toEqual(
      [],
    );
  });
});
