import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { PaymentProviderUnavailable } from '../payments/provider';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { BUYER } from '../testing/listingFixtures';
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
      }),
    );
    expect(logged).toEqual([expect.objectContaining({ level: ERROR, msg: 'request failed' })]);
  });
});
