import { fakeStripe, stripeInstance } from '../../../../__mocks__/stripeJs';
import { STRIPE_LOAD_TIMEOUT_MS, loadStripeJs } from './loadStripeJs';

describe('loadStripeJs', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the Stripe object for the key', async () => {
    await expect(loadStripeJs('pk_test_1')).resolves.toBe(stripeInstance);
    expect(fakeStripe.loadedKeys).toEqual(['pk_test_1']);
  });

  it('gives up after the time-out rather than hanging', async () => {
    jest.useFakeTimers();
    fakeStripe.loadWill('hang');
    const loading = loadStripeJs('pk_test_1');
    const outcome = expect(loading).rejects.toThrow('did not load in time');

    await jest.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS);

    await outcome;
  });
});
