import { createContext, type ReactNode, useContext } from 'react';

/**
 * jest stand-in for `@stripe/react-stripe-js` (mapped in jest.config.ts). Stripe's card field is
 * an iframe from Stripe; here it is a plain input that the page's label names, and typing
 * reports `complete` as the real field does. useStripe gives what <Elements> was given (the
 * stand-in Stripe of stripeJs.ts), useElements a card element to pass on.
 */
const StripeContext = createContext<unknown>(null);

export const cardElement = { type: 'card' };
const elements = { getElement: () => cardElement };

export function Elements({ stripe, children }: { stripe: unknown; children: ReactNode }) {
  return <StripeContext.Provider value={stripe}>{children}</StripeContext.Provider>;
}

type CardChange = { complete: boolean; empty: boolean; error?: { message: string } };

export function CardElement({ id, onChange }: { id?: string; onChange?: (e: CardChange) => void }) {
  return (
    <input
      id={id}
      inputMode="numeric"
      onChange={(event) => {
        const empty = event.target.value === '';
        onChange?.({ complete: !empty, empty });
      }}
    />
  );
}

export const useStripe = () => useContext(StripeContext);
export const useElements = () => (useContext(StripeContext) ? elements : null);
