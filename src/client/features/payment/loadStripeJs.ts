import type { Stripe } from '@stripe/stripe-js';

/** Behind a silent network Stripe.js can take a minute to fail; the page says so sooner. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

/**
 * Stripe.js for the publishable key. Importing '@stripe/stripe-js' fetches Stripe's script at
 * once, so it is imported here, on demand, only in Stripe mode of the payment page (its own
 * script chunk, never the main bundle). Rejects when the script cannot load, when it is not
 * available (null) or after the time-out.
 */
export async function loadStripeJs(
  publishableKey: string,
  timeoutMs = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), timeoutMs);
  });
  try {
    const { loadStripe } = await Promise.race([
      // Eager: bundled into this (Stripe-only) chunk, but run, and so fetching, only when called.
      import(/* webpackMode: "eager" */ '@stripe/stripe-js'),
      timeout,
    ]);
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new Error('Stripe.js is not available');
    return stripe;
  } finally {
    clearTimeout(timer);
  }
}
