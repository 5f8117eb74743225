/**
 * @database either
 */
import { TEST_MODE_CARDS } from '../../shared/constants';
import { CARD_ERRORS, SERVER_ERRORS } from '../../shared/messages';
import {
  PaymentConfigSchema,
  TestModeCardConfirmResponseSchema,
} from '../../shared/schemas/payment';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  BUYER,
  expectRefusal,
  OWNER,
} from '../testing/listingFixtures';
import {
  buildPaymentTestApp,
  OTHER_BUYER,
  card,
  confirmCard,
  createIntent,
  intentIdOf,
  intentRow,
  ORDER_CENTS,
  postAs,
} from '../testing/paymentFixtures';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake' };

describe('the built-in test-mode provider: GET /payment-config and POST /test-payments/confirm', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  /** A fresh order with an intent: its secret and id. */
  const newIntent = async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    const { clientSecret } = (await createIntent(testApp, BUYER, orderId)).json();
    return { clientSecret: clientSecret as string, id: intentIdOf(clientSecret) };
  };
  const statusOf = async (id: string) => (await intentRow(testApp.db, id))?.status;

  it('says the test-mode provider is active, to anyone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(response.statusCode).toBe(200);
    expect(PaymentConfigSchema.parse(response.json())).toEqual({
      provider: 'test',
      currency: 'bdt',
      wallets: false,
    });
  });

  it('succeeds with 4242 once; a second confirm is refused', async () => {
    const { clientSecret, id } = await newIntent();
    const response = await confirmCard(testApp, BUYER, clientSecret, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(200);
    expect(TestModeCardConfirmResponseSchema.parse(response.json())).toEqual({
      id,
      status: 'succeeded',
      amount: ORDER_CENTS,
      currency: 'bdt',
    });
    expect(await statusOf(id)).toBe('succeeded');
    expectRefusal(
      await confirmCard(testApp, BUYER, clientSecret),
      402,
      CARD_ERRORS.intentNotPayable,
    );
  });

  it('lets exactly one of two racing confirms succeed', async () => {
    const { clientSecret } = await newIntent();
    const answers = await Promise.all([
      confirmCard(testApp, BUYER, clientSecret),
      confirmCard(testApp, BUYER, clientSecret, TEST_MODE_CARDS.succeedsMastercard),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
  });

  it.each([
    ['declined', TEST_MODE_CARDS.declined, CARD_ERRORS.declined],
    ['insufficient funds', TEST_MODE_CARDS.insufficientFunds, CARD_ERRORS.insufficientFunds],
    ['a real card', '4111 1111 1111 1111', CARD_ERRORS.liveCardInTestMode],
    ['a mistyped number', '4242 4242 4242 4241', CARD_ERRORS.incorrectNumber],
  ])('402 for %s; the intent stays payable', async (_name, number, message) => {
    const { clientSecret, id } = await newIntent();
    expectRefusal(await confirmCard(testApp, BUYER, clientSecret, number), 402, message);
    expect(await statusOf(id)).toBe('requires_payment_method');
    expect((await confirmCard(testApp, BUYER, clientSecret)).statusCode).toBe(200);
  });

  it('402 for an expiry in the past; 400 for input that is not a card', async () => {
    const { clientSecret } = await newIntent();
    const url = '/api/test-payments/confirm';
    const lastYear = { ...card(), clientSecret, expYear: new Date().getFullYear() - 1 };
    expectRefusal(await postAs(testApp, url, BUYER, lastYear), 402, CARD_ERRORS.invalidExpiryYear);
    const short = { ...card(), clientSecret, cardNumber: '4242' };
    expectRefusal(
      await postAs(testApp, url, BUYER, short),
      400,
      /Your card number is incomplete\./,
    );
    const month = { ...card(), clientSecret, expMonth: 13 };
    expectRefusal(await postAs(testApp, url, BUYER, month), 400, /expiration month is invalid/);
  });

  it.each([
    ['another buyer', OTHER_BUYER],
    ['the seller', OWNER],
    ['an admin', ADMIN],
  ])("404 for %s: nobody else can pay with the buyer's intent", async (_who, caller) => {
    const { clientSecret, id } = await newIntent();
    expectRefusal(
      await confirmCard(testApp, caller, clientSecret),
      404,
      SERVER_ERRORS.intentNotFound,
    );
    expect(await statusOf(id)).toBe('requires_payment_method');
  });

  it('404 for an unknown secret, 401 without a token', async () => {
    const { clientSecret, id } = await newIntent();
    expectRefusal(
      await confirmCard(testApp, BUYER, `${clientSecret}x`),
      404,
      SERVER_ERRORS.intentNotFound,
    );
    expectRefusal(
      await confirmCard(testApp, undefined, clientSecret),
      401,
      SERVER_ERRORS.signInRequired,
    );
    expect(await statusOf(id)).toBe('requires_payment_method');
  });
});

describe('with Stripe keys', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: STRIPE_ENV });
  });
  afterAll(() => testApp.close());

  it('hands out the publishable key and has no test confirm route', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(config.json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      currency: 'bdt',
      wallets: false,
    });
    const confirm = await postAs(testApp, '/api/test-payments/confirm', BUYER, {
      clientSecret: 'pi_1_secret_2',
      ...card(),
    });
    expect(confirm.statusCode).toBe(404);
    expect(testApp.app.payments.kind).toBe('stripe');
  });
});
