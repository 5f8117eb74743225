/**
 * @database each
 */
import type { TestApp } from '../buildTestApp';
import { createEmulatorUser } from '../emulatorUsers';
import { ACCESS_POLICY } from '../apiRoutes/accessPolicy';
import { routeKey, twinOf } from '../apiRoutes/routeKeys';
import { observeMatrix } from './matrixRunner';
import { ROUTE_SAMPLES } from '../apiRoutes/routeSamples';
import { missingSample, sampleOf } from '../apiRoutes/validSample';
import { injectOptions } from '../apiRoutes/sampleRequest';
import { buildSecurityTestApp, buildStripeSecurityTestApp } from '../apiRoutes/securityTestApp';
import { bearer } from '../authHeaders';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';
const keysOf = ({ app }: TestApp) => app.apiRoutes.map(({ method, url }) => routeKey(method, url));

/**
 * The route tables of both payment modes: the test-mode provider's app, and a Stripe-mode one whose
 * own routes (the webhook) the test-mode provider's app does not register.
 */
describe('the authorization matrix, from the route table', () => {
  let testApp: TestApp;
  let stripeApp: TestApp;
  beforeAll(async () => {
    testApp = await buildSecurityTestApp();
    stripeApp = await buildStripeSecurityTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
    await stripeApp?.close();
  });

  const tableKeys = () => [...new Set([...keysOf(testApp), ...keysOf(stripeApp)])];
  const stripeOnlyRoutes = () => {
    const inTestMode = new Set(keysOf(testApp));
    return stripeApp.app.apiRoutes.filter(
      ({ method, url }) => !inTestMode.has(routeKey(method, url)),
    );
  };
  const without = (keys: string[], table: Record<string, unknown>) =>
    keys.filter((key) => !(twinOf(key) in table));

  // A sample is made from the route's schemas; ROUTE_SAMPLES only where they cannot make one.
  it('has a sample and a rule for every route, so a new route cannot escape the matrix', () => {
    const keys = tableKeys();
    expect(keys.length).toBeGreaterThan(30);
    const routes = [...testApp.app.apiRoutes, ...stripeApp.app.apiRoutes];
    expect({
      withoutSample: [...new Set(routes.map(missingSample).filter(Boolean))],
      withoutRule: without(keys, ACCESS_POLICY),
    }).toEqual({ withoutSample: [], withoutRule: [] });
  });

  it('has no sample or rule for a route that no longer exists', () => {
    const keys = new Set(tableKeys());
    const stale = (table: Record<string, unknown>) =>
      Object.keys(table).filter((k) => !keys.has(k));
    expect({ staleSamples: stale(ROUTE_SAMPLES), staleRules: stale(ACCESS_POLICY) }).toEqual({
      staleSamples: [],
      staleRules: [],
    });
  });

  it('finds every route declaring the access its rule intends (none relaxed, none tightened)', () => {
    const routes = [...testApp.app.apiRoutes, ...stripeApp.app.apiRoutes];
    const declared = Object.fromEntries(
      routes.map(({ method, url, access }) => [routeKey(method, url), access]),
    );
    const intended = Object.fromEntries(
      Object.keys(declared).map((key) => [key, ACCESS_POLICY[twinOf(key)]?.access]),
    );
    expect(declared).toEqual(intended);
  });

  it('answers every write route (POST, PUT, DELETE) as its rule says, for every caller', async () => {
    const writes = testApp.app.apiRoutes.filter((route) => !isRead(route.method));
    expect(writes.length).toBeGreaterThan(10);
    const { observed, expected } = await observeMatrix(testApp, writes);
    expect(observed).toEqual(expected);
    // Every write route times every caller, each with a fresh sample: on a busy machine (two
    // cores shared by parallel runs) it outgrew the default 30 s once the conversation routes came.
  }, 120_000);

  it('answers every route only Stripe mode has as its rule says, for every caller', async () => {
    const routes = stripeOnlyRoutes();
    expect(routes.map(({ method, url }) => routeKey(method, url)).sort()).toEqual([
      'GET /api/admin/held-payments',
      'HEAD /api/admin/held-payments',
      'POST /api/admin/held-payments/:id/accept',
      'POST /api/admin/held-payments/:id/refund',
      'POST /api/sslcommerz/ipn',
      'POST /api/sslcommerz/return',
      'POST /api/sslcommerz/sessions',
      'POST /api/stripe/webhook',
    ]);
    const { observed, expected } = await observeMatrix(stripeApp, routes);
    expect(observed).toEqual(expected);
  });

  // Nobody in the matrix holds a Firebase ID token, so these samples are proven valid here.
  it.each(['POST /api/jwt', 'GET /api/jwt'])(
    'accepts the %s sample with a real Firebase ID token of the e-mail it names',
    async (key) => {
      const user = await createEmulatorUser();
      const sample = await sampleOf(key)(testApp);
      const named = key.startsWith('POST')
        ? { body: { ...sample.body, email: user.email } }
        : { query: { ...sample.query, email: user.email } };
      const response = await testApp.app.inject(injectOptions(key, named, bearer(user.idToken)));
      expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
    },
  );
});
