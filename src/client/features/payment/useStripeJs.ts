import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { loadStripeJs } from './loadStripeJs';

type StripeLoad =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/** Loads Stripe.js for the key while the Stripe card form is shown; never hangs (time-out). */
export function useStripeJs(publishableKey: string): StripeLoad {
  const [load, setLoad] = useState<StripeLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadStripeJs(publishableKey).then(
      (stripe) => current && setLoad({ status: 'ready', stripe }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  return load;
}
