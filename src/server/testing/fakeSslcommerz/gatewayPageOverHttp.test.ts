/**
 * @database either
 */
import { createServer } from 'node:net';
import { buildTestApp, type TestApp } from '../buildTestApp';
import { addListing, addOrder, BUYER, orderRow } from '../listingFixtures';
import { type FakeSslcommerz, startFakeSslcommerz } from './fakeSslcommerz';
import { gatewayEnv, openSession, TEST_STORE } from './gatewayFixtures';

/** A free loopback port, so the app's public address is known before it is built. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The hidden fields of the fake's page that sends the browser back, and where it posts them. */
function returnFormOf(html: string) {
  const action = /<form id="back" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll('&amp;', '&'),
    ]),
  );
  return { action, fields };
}

/**
 * The browser's journey over real HTTP, as `npm start` runs it: the gateway's page, its Pay
 * button (the fake posts the signed IPN to the app itself), and the form that returns the buyer.
 */
describe('the test gateway page over HTTP', () => {
  let testApp: TestApp;
  let fake: FakeSslcommerz;
  beforeAll(async () => {
    fake = await startFakeSslcommerz(TEST_STORE);
    const port = await freePort();
    testApp = await buildTestApp({
      env: { ...gatewayEnv(fake), PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    await testApp.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it('shows the book and the choices, pays on Pay, and sends the buyer back to the paid order', async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid', BUYER);
    const { gatewayUrl } = (await openSession(testApp, BUYER, orderId)).json<{
      gatewayUrl: string;
    }>();

    const page = await (await fetch(gatewayUrl)).text();
    expect(page).toContain('Fixture Book');
    expect(page).toContain('BDT 150.00');
    for (const label of ['bKash', 'Nagad', 'Rocket', 'Card', 'Pay', 'Fail', 'Cancel']) {
      expect(page).toContain(`>${label}<`);
    }

    const paid = await fetch(gatewayUrl, {
      method: 'POST',
      body: new URLSearchParams({ choice: 'rocket', action: 'pay' }),
    });
    // The IPN reached the app before the page answered.
    expect((await orderRow(testApp.db, orderId))?.status).toBe('paid');

    const { action, fields } = returnFormOf(await paid.text());
    const back = await fetch(action, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/dashboard/orders/${orderId}?payment=paid`);
  });
});
