/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { recordPayment } from '../db/queries/payments';
import { listings, payments } from '../db/schema';
import type { TestApp } from '../testing/buildTestApp';
import {
  addListing,
  addOrder,
  BUYER,
  callAs,
  expectRefusal,
  OWNER,
} from '../testing/listingFixtures';
import {
  buildPaymentTestApp,
  createIntent,
  intentRow,
  orderWithIntent,
  pay,
} from '../testing/paymentFixtures';

/**
 * The seller deletes a book while a buyer is paying for it: the buyer's card goes through, the
 * money goes back, and the buyer is told the seller removed the book, not that someone else
 * bought it (nobody did).
 */
describe('a payment for a book its seller removed meanwhile', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  const paymentsOf = (orderId: string) =>
    testApp.db.select().from(payments).where(eq(payments.orderId, orderId));
  /** A listing its buyer has paid for at the card provider, then deleted by its seller. */
  async function paidThenRemoved() {
    const listingId = await addListing(testApp.db);
    const paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds, listingId);
    const deleted = await callAs(testApp, 'DELETE', `/api/deletebook/${listingId}`, OWNER);
    expect(deleted.statusCode).toBe(200);
    return { listingId, ...paid };
  }

  it("is refunded, and the buyer's page says the seller removed the book", async () => {
    const { orderId, transactionId } = await paidThenRemoved();
    expectRefusal(
      await pay(testApp, BUYER, { orderId, transactionId }),
      409,
      SERVER_ERRORS.paymentRefundedListingRemoved,
    );
    expect(await paymentsOf(orderId)).toHaveLength(0);
    expect((await intentRow(testApp.db, transactionId))?.amountRefunded).toBe(15_000);
  });

  it('says the same when the buyer comes back to the payment page after their tab closed', async () => {
    const { orderId, transactionId } = await paidThenRemoved();
    expectRefusal(
      await createIntent(testApp, BUYER, orderId),
      409,
      SERVER_ERRORS.paymentRefundedListingRemoved,
    );
    expect((await intentRow(testApp.db, transactionId))?.amountRefunded).toBe(15_000);
  });

  it('is told apart from a book sold to someone else, even when the delete lands mid-record', async () => {
    const record = async (listingId: string, remove: boolean) => {
      const orderId = await addOrder(testApp.db, listingId, 'unpaid');
      if (remove) await testApp.db.delete(listings).where(eq(listings.id, listingId));
      const transactionId = `pi_local_midrecord_${orderId}`;
      return recordPayment(testApp.db, {
        orderId,
        listingId,
        transactionId,
        amount: '150.00',
        email: BUYER,
      });
    };
    expect(await record(await addListing(testApp.db), true)).toEqual({ outcome: 'removed' });
    expect(await record(await addListing(testApp.db, { sold: true }), false)).toEqual({
      outcome: 'taken',
    });
  });
});
