import { Elements } from '@stripe/react-stripe-js';
import { Alert } from 'react-bootstrap';
import { BUYING_TEXTS } from '../../../shared/messages';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { StripeCardForm } from './StripeCardForm';
import type { CardFormProps } from './usePayOrder';
import { useStripeJs } from './useStripeJs';

type StripeCardPaymentProps = CardFormProps & { publishableKey: string };

/**
 * Stripe mode: Stripe.js is fetched from Stripe when this shows. Offline, or when it does not
 * answer in time, the page says plainly that the card form could not be loaded.
 */
export function StripeCardPayment({ publishableKey, ...form }: StripeCardPaymentProps) {
  const load = useStripeJs(publishableKey);
  if (load.status === 'loading') return <LoadingSpinner label={BUYING_TEXTS.cardFormLoading} />;
  if (load.status === 'failed') {
    return (
      <Alert variant="warning" role="alert" className="mb-0">
        {BUYING_TEXTS.cardFormUnavailable}
      </Alert>
    );
  }
  return (
    <Elements stripe={load.stripe}>
      <StripeCardForm {...form} />
    </Elements>
  );
}
