/**
 * jest stand-in for `@stripe/stripe-js` (mapped in jest.config.ts): no script from Stripe's
 * servers. Tests choose how loading goes and how the next confirmCardPayment ends through
 * `fakeStripe`, and read the calls it received.
 */
type LoadOutcome = 'ready' | 'reject' | 'null' | 'hang';
type ConfirmOutcome = 'succeed' | 'decline' | 'hang';

type ConfirmCall = { clientSecret: string; data: unknown };

const DECLINED = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

const state = {
  load: 'ready' as LoadOutcome,
  confirm: 'succeed' as ConfirmOutcome,
  loadedKeys: [] as string[],
  confirmCalls: [] as ConfirmCall[],
};

/** The Stripe object loadStripe resolves to: only what the payment page calls. */
export const stripeInstance = {
  confirmCardPayment(clientSecret: string, data: unknown) {
    state.confirmCalls.push({ clientSecret, data });
    if (state.confirm === 'hang') return new Promise<never>(() => undefined);
    if (state.confirm === 'decline') return Promise.resolve({ error: DECLINED });
    // As Stripe: the intent's id is the client secret's part before '_secret_'.
    const id = clientSecret.split('_secret_')[0];
    return Promise.resolve({
      paymentIntent: { id, status: 'succeeded', client_secret: clientSecret },
    });
  },
};

/** Test controls; setupTests resets them after each test. */
export const fakeStripe = {
  reset() {
    state.load = 'ready';
    state.confirm = 'succeed';
    state.loadedKeys = [];
    state.confirmCalls = [];
  },
  /** How the next loadStripe ends: the Stripe object, a rejection (offline), null, or never. */
  loadWill(outcome: LoadOutcome) {
    state.load = outcome;
  },
  /** How confirmCardPayment ends from now on. */
  confirmWill(outcome: ConfirmOutcome) {
    state.confirm = outcome;
  },
  get loadedKeys() {
    return state.loadedKeys;
  },
  get confirmCalls() {
    return state.confirmCalls;
  },
  declineMessage: DECLINED.message,
};

export function loadStripe(publishableKey: string) {
  state.loadedKeys.push(publishableKey);
  switch (state.load) {
    case 'reject':
      return Promise.reject(new Error('Failed to load Stripe.js'));
    case 'null':
      return Promise.resolve(null);
    case 'hang':
      return new Promise<never>(() => undefined);
    default:
      return Promise.resolve(stripeInstance);
  }
}
