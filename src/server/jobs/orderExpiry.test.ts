/**
 * @database either
 */
import { Writable } from 'node:stream';
import * as orderExpiry from '../db/queries/orderExpiry';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, addOrder, orderRow } from '../testing/listingFixtures';
import { addPerson, backdateOrder } from '../testing/orderFixtures';

/** Polls until `check` holds; the sweep runs on its own timer. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error('timed out waiting for the sweep');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the order expiry sweep', () => {
  let testApp: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    testApp = await buildTestApp({
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '1', ORDER_TTL_MINUTES: '5' },
      logger: { level: 'error', stream: logs },
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const overdueOrder = async () => {
    const listingId = await addListing(testApp.db);
    const id = await addOrder(testApp.db, listingId, 'unpaid', await addPerson(testApp.db));
    await backdateOrder(testApp.db, id, 6);
    return id;
  };
  const statusOf = async (id: string) => (await orderRow(testApp.db, id))?.status;

  it('cancels overdue orders on its own once the app is ready, and keeps going after a failure', async () => {
    const failing = jest
      .spyOn(orderExpiry, 'expireUnpaidOrders')
      .mockRejectedValueOnce(new Error('database went away'));
    const id = await overdueOrder();
    await testApp.app.ready();

    await eventually(async () => (await statusOf(id)) === 'cancelled');
    expect(failing.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(failing).toHaveBeenCalledWith(testApp.db, 5);
    expect(logLines.join('')).toMatch(/order expiry sweep failed/);
  });

  it('stops when the app closes', async () => {
    const id = await overdueOrder();
    await testApp.app.close();
    const sweep = jest.spyOn(orderExpiry, 'expireUnpaidOrders');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sweep).not.toHaveBeenCalled();
    expect(await statusOf(id)).toBe('unpaid');
  });
});
