import { Elements } from '@stripe/react-stripe-js';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { StripeCardForm } from './StripeCardForm';
import type { CardFormProps } from './usePayOrder';
import { useStripeJs } from './useStripeJs';
import { Alert } from '../../components/Alert';

type StripeCardPaymentProps = CardFormProps & { publishableKey: string };

/**
 * Stripe mode: Stripe.js is fetched from Stripe when this shows. Offline, or when it does not
 * answer in time, the page says plainly that the card form could not be loaded.
 */
export function StripeCardPayment({ publishableKey, ...form }: StripeCardPaymentProps) {
  const t = useT();
  const load = useStripeJs(publishableKey);
  if (load.status === 'loading') return <LoadingSpinner label={t('buying.cardFormLoading')} />;
  if (load.status === 'failed') {
    return (
      <Alert variant="warning" className="mb-0">
        {t('buying.cardFormUnavailable')}
      </Alert>
    );
  }
  return (
    <Elements stripe={load.stripe}>
      <StripeCardForm {...form} />
    </Elements>
  );
}
