/**
 * @database either
 */
import { eq, inArray } from 'drizzle-orm';
import { expireOffers } from '../db/queries/offerSteps';
import { messages, offers } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { notificationsOf } from '../testing/notificationFixtures';
import { addOffer } from '../testing/offerFixtures';
import { addPerson } from '../testing/orderFixtures';

/**
 * The offer expiry sweep (jobs/offerExpiry.ts): open offers nobody answered and accepted ones
 * nobody ordered, past their time, become 'expired' once, each with its step in the conversation
 * and told to its buyer; offers still within their time are left alone.
 */
describe('the offer expiry sweep', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  it('ends offers past their time once, writing the step and telling the buyer', async () => {
    const buyer = await addPerson(testApp.db);
    const unanswered = await addOffer(testApp.db, { buyer, amount: 90, hoursLeft: -1 });
    const notOrdered = await addOffer(testApp.db, { buyer, status: 'accepted', hoursLeft: -0.5 });
    const running = await addOffer(testApp.db, { buyer, hoursLeft: 1 });
    const declined = await addOffer(testApp.db, { buyer, status: 'declined', hoursLeft: -2 });

    expect(await expireOffers(testApp.db)).toBeGreaterThanOrEqual(2);
    expect(await expireOffers(testApp.db)).toBe(0);

    const ids = [unanswered.id, notOrdered.id, running.id, declined.id];
    const rows = await testApp.db
      .select({ id: offers.id, status: offers.status, awaiting: offers.awaiting })
      .from(offers)
      .where(inArray(offers.id, ids));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [unanswered.id]: 'expired',
      [notOrdered.id]: 'expired',
      [running.id]: 'open',
      [declined.id]: 'declined',
    });
    const steps = await testApp.db
      .select({ event: messages.offerEvent, amount: messages.offerAmount, body: messages.body })
      .from(messages)
      .where(eq(messages.conversationId, unanswered.conversationId));
    expect(steps).toEqual([{ event: 'expired', amount: '90.00', body: '' }]);
    const told = (await notificationsOf(testApp.db, buyer)).map((n) => n.data);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ offer_id: unanswered.id, event: 'expired', to: 'buyer' }),
        expect.objectContaining({ offer_id: notOrdered.id, event: 'expired', to: 'buyer' }),
      ]),
    );
    expect(told).toHaveLength(2);
  });
});
