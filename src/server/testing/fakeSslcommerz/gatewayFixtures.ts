import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { gatewaySessions, orders } from '../../db/schema';
import type { IntentDeps } from '../../payments/settlementTypes';
import { buildTestApp, type TestApp } from '../buildTestApp';
import { addListing, addOrder, addUser, BUYER } from '../listingFixtures';
import { OTHER_BUYER, ORDER_PRICE, postAs } from '../paymentFixtures';
import { type FakeSslcommerz, startFakeSslcommerz } from './fakeSslcommerz';

export const TEST_STORE = { storeId: 'usedbooks-test', storePassword: 'usedbooks-test-password' };

/** A test app with SSLCommerz configured against its own fake gateway; close() stops both. */
export interface GatewayTestApp extends TestApp {
  fake: FakeSslcommerz;
  /** The app's answer to each IPN the fake delivered, in order. */
  ipnAnswers: LightMyRequestResponse[];
}

/** The variables that point an app at `fake`, with a short timeout (a hang costs 300 ms). */
export const gatewayEnv = (fake: FakeSslcommerz) => ({
  SSLCOMMERZ_STORE_ID: TEST_STORE.storeId,
  SSLCOMMERZ_STORE_PASSWORD: TEST_STORE.storePassword,
  SSLCOMMERZ_BASE_URL: fake.baseUrl,
  SSLCOMMERZ_TIMEOUT_MS: '300',
});

export const isGatewayTestApp = (testApp: TestApp): testApp is TestApp & { fake: FakeSslcommerz } =>
  'fake' in testApp;

/** Posts a form to the app as the gateway (or the buyer's browser) would. */
export const postForm = (testApp: TestApp, url: string, fields: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: url.startsWith('http') ? new URL(url).pathname : url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/**
 * The app with the store configured (plus `env`), OTHER_BUYER added, and the fake's IPNs
 * delivered into the app by inject; each IPN's answer is kept in `ipnAnswers`.
 */
export async function buildGatewayTestApp(env: Record<string, string> = {}) {
  const fake = await startFakeSslcommerz(TEST_STORE);
  const testApp = await buildTestApp({
    env: { ...gatewayEnv(fake), ORDER_EXPIRY_SWEEP_SECONDS: '0', ...env },
  });
  await addUser(testApp.db, OTHER_BUYER, 'Other Buyer', 'buyer');
  const ipnAnswers: LightMyRequestResponse[] = [];
  fake.deliverIpnWith(async (url, fields) => {
    ipnAnswers.push(await postForm(testApp, url, fields));
  });
  const close = async () => {
    await testApp.close();
    await fake.close();
  };
  return { ...testApp, fake, ipnAnswers, close } satisfies GatewayTestApp;
}

export const openSession = (testApp: TestApp, caller: string | undefined, orderId: string) =>
  postAs(testApp, '/api/sslcommerz/sessions', caller, { orderId, bookPrice: ORDER_PRICE });

/** A fresh listing with an unpaid online order of `buyer`, and its gateway session opened. */
export async function orderWithSession(testApp: TestApp & { fake: FakeSslcommerz }, buyer = BUYER) {
  const listingId = await addListing(testApp.db);
  const orderId = await addOrder(testApp.db, listingId, 'unpaid', buyer);
  const opened = await openSession(testApp, buyer, orderId);
  if (opened.statusCode !== 200) throw new Error(`no session: ${opened.body}`);
  return { listingId, orderId, gatewayUrl: opened.json<{ gatewayUrl: string }>().gatewayUrl };
}

/** Where the return sent the browser: `payment=` of the order page it names. */
export function returnedTo(response: LightMyRequestResponse) {
  const location = new URL(String(response.headers.location), 'http://app.test');
  return {
    status: response.statusCode,
    path: location.pathname,
    payment: location.searchParams.get('payment'),
  };
}

export async function sessionOfOrder(testApp: TestApp, orderId: string) {
  const [order] = await testApp.db
    .select({ intentId: orders.intentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [session] = await testApp.db
    .select()
    .from(gatewaySessions)
    .where(eq(gatewaySessions.tranId, order?.intentId ?? ''));
  return session;
}

export const depsOf = (testApp: TestApp): IntentDeps => ({
  db: testApp.db,
  payments: testApp.app.payments,
  currency: 'bdt',
  log: testApp.app.log,
});

/**
 * A payment made on the gateway's page for a fresh order of BUYER, whose IPN and return have
 * not reached the app yet: the signed fields both would carry. `riskLevel` 1: held on return.
 */
export async function paidOnGateway(
  testApp: TestApp & { fake: FakeSslcommerz },
  riskLevel: 0 | 1 = 0,
) {
  const { fake } = testApp;
  const { ipn, riskLevel: risk } = fake.controls;
  Object.assign(fake.controls, { ipn: 'manual', riskLevel });
  try {
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    return { orderId, ...(await fake.payOnPage(gatewayUrl)) };
  } finally {
    Object.assign(fake.controls, { ipn, riskLevel: risk });
  }
}

/** A payment of a fresh order held for review (risk level 1): its transaction id. */
export async function heldOnGateway(testApp: TestApp & { fake: FakeSslcommerz }) {
  const payment = await paidOnGateway(testApp, 1);
  const returned = returnedTo(await postForm(testApp, payment.url, payment.fields));
  if (returned.payment !== 'held') throw new Error(`not held: ${returned.payment}`);
  return payment.fields.tran_id!;
}
