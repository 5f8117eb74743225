/**
 * @database either
 */
import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { PaymentProviderUnavailable } from '../httpError';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, BUYER, OWNER } from '../testing/listingFixtures';
import { orderWithIntent, pay } from '../testing/paymentFixtures';

/**
 * The app's one error handler tells a payment provider's outage (a 502 to retry, a warning) from
 * any other failure of the same route (the generic 500, an error in the log): the payment routes
 * have no handler of their own to make that difference.
 */
describe('the error handler, on a payment route', () => {
  let testApp: TestApp;
  let logged: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
  });
  beforeEach(() => {
    logged = [];
  });
  afterAll(() => testApp.close());

  /** POST /payments for a paid order while the provider's read of the intent fails with `error`. */
  const payWhileProviderFails = async (error: Error) => {
    const paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds);
    const spy = jest.spyOn(testApp.app.payments, 'retrieveIntent').mockRejectedValueOnce(error);
    try {
      return await pay(testApp, BUYER, paid);
    } finally {
      spy.mockRestore();
    }
  };
  const WARN = 40;
  const ERROR = 50;

  it('answers an outage with a 502 and logs it as a warning', async () => {
    const response = await payWhileProviderFails(new PaymentProviderUnavailable('offline'));
    expect(response.statusCode).toBe(502);
    expect(response.body).toBe(
      JSON.stringify({
        statusCode: 502,
        error: 'Bad Gateway',
        message: SERVER_ERRORS.paymentProviderDown,
        code: 'paymentProviderDown',
      }),
    );
    expect(logged).toEqual([
      expect.objectContaining({ level: WARN, msg: 'payment provider unavailable' }),
    ]);
  });

  it('answers any other failure with the generic 500 and logs it as an error', async () => {
    const response = await payWhileProviderFails(new Error('socket hang up'));
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(
      JSON.stringify({
        statusCode: 500,
        error: 'Internal Server Error',
        message: SERVER_ERRORS.internal,
        code: 'internal',
      }),
    );
    expect(logged).toEqual([expect.objectContaining({ level: ERROR, msg: 'request failed' })]);
  });
});

/**
 * Every error answer carries the stable code of its message (shared/errorCodes.ts) beside the
 * English text, which stays as it was: a sample of each way a refusal is made.
 */
describe('the code of an error answer', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '1' } });
  });
  afterAll(() => testApp.close());

  const send = async (method: 'GET' | 'POST', url: string, caller?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: caller ? await signedInAs(testApp, caller) : {},
      ...(payload ? { payload } : {}),
    });
  const answerOf = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });
  const refusal = (status: number, message: string, code: string) => ({
    status,
    body: expect.objectContaining({ statusCode: status, message, code }),
  });

  it("is the HttpError message's own: 409 listingSold, 403 roleRequired", async () => {
    const sold = await addListing(testApp.db, { sold: true });
    expect(answerOf(await send('POST', `/api/adv/${sold}`, OWNER))).toEqual(
      refusal(409, SERVER_ERRORS.listingSold, 'listingSold'),
    );
    expect(answerOf(await send('POST', `/api/adv/${sold}`, BUYER))).toEqual(
      refusal(403, SERVER_ERRORS.roleRequired(['seller']), 'roleRequired'),
    );
  });

  it("of a validation failure is its first field's message's, and the text names every field", async () => {
    const response = await send('POST', '/api/g-users', BUYER, { name: ' ', email: 'nope' });
    expect(answerOf(response)).toEqual(
      refusal(
        400,
        `name: ${VALIDATION.nameRequired}; email: Not a valid e-mail address`,
        'nameRequired',
      ),
    );
    const notOurs = await send('POST', '/api/g-users', BUYER, { name: 'Karim', email: 'nope' });
    expect(notOurs.json()).toMatchObject({ code: 'invalidRequest' });
  });

  it('of the framework and of the not-found handler: 404, a bad address', async () => {
    expect(answerOf(await send('GET', '/api/no-such-thing'))).toEqual(
      refusal(404, SERVER_ERRORS.notFound, 'notFound'),
    );
    expect(answerOf(await send('GET', '/api/listings/%E0%A4%A'))).toEqual(
      refusal(400, SERVER_ERRORS.badAddress, 'badAddress'),
    );
  });

  it('of an upload refused, then of the rate limit (429)', async () => {
    expect(answerOf(await send('POST', '/api/upload', BUYER))).toEqual(
      refusal(400, SERVER_ERRORS.imageMissing, 'imageMissing'),
    );
    expect(answerOf(await send('POST', '/api/upload', BUYER))).toEqual(
      refusal(429, SERVER_ERRORS.tooManyRequests, 'tooManyRequests'),
    );
  });
});
