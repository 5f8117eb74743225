import { lazy, Suspense } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Order, PaymentConfig } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { GatewayPayOption } from './GatewayPayOption';
import { PaymentDone } from './PaymentDone';
import { TestModeCardForm } from './TestModeCardForm';
import { usePayOrder } from './usePayOrder';
import { Alert } from '../../components/Alert';

// Stripe's React parts (and Stripe.js's loader) come in their own chunk, only in Stripe mode.
const StripeCardPayment = lazy(() =>
  import(/* webpackChunkName: "payment-stripe" */ './StripeCardPayment').then((module) => ({
    default: module.StripeCardPayment,
  })),
);

type OrderPaymentProps = {
  order: Order;
  config: PaymentConfig;
  onCharged: () => void;
};

/**
 * The payment of one unpaid order: SSLCommerz's 'bKash, Nagad, Rocket or card' when the server has
 * it (`wallets`), and the card form of whichever provider the server uses. The live
 * region announces processing and success to screen readers; a refused intent or an
 * unrecorded payment is an alert with its way forward.
 */
export function OrderPayment({ order, config, onCharged }: OrderPaymentProps) {
  const t = useT();
  const { intent, phase, pay, retryRecord } = usePayOrder(order, onCharged);
  const form = {
    canPay: !!intent.clientSecret,
    processing: phase.name === 'processing',
    cardError: phase.name === 'declined' ? phase.message : null,
    onPay: (confirm: Parameters<typeof pay>[0]) => void pay(confirm),
  };
  const charged = phase.name === 'paid' || phase.name === 'unrecorded';

  return (
    <>
      <div aria-live="polite" className="mb-3">
        {phase.name === 'processing' && (
          <span className="visually-hidden">{t('buying.processing')}</span>
        )}
        {phase.name === 'paid' && <PaymentDone transactionId={phase.transactionId} />}
      </div>
      {intent.failure && !charged && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
          <span>{intent.failure}</span>
          {intent.retry && (
            <Button variant="outline-dark" size="sm" onClick={intent.retry}>
              {t('listing.retry')}
            </Button>
          )}
        </Alert>
      )}
      {phase.name === 'unrecorded' && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
          <span>{phase.message}</span>
          {retryRecord ? (
            <Button variant="outline-dark" size="sm" onClick={retryRecord}>
              {t('listing.retry')}
            </Button>
          ) : (
            // The server's final word (e.g. refunded, the book sold meanwhile): My Orders says
            // what became of the order.
            <Link to={paths.myOrders.getHref()}>{t('buying.viewOrders')}</Link>
          )}
        </Alert>
      )}
      {!charged && config.wallets && (
        <>
          <GatewayPayOption order={order} />
          <p className="fw-semibold mb-2">{t('payment.cardHeading')}</p>
        </>
      )}
      {!charged && (
        <Card body className="payment-card">
          {config.provider === 'stripe' ? (
            <Suspense fallback={<LoadingSpinner label={t('buying.cardFormLoading')} />}>
              <StripeCardPayment publishableKey={config.publishableKey} {...form} />
            </Suspense>
          ) : (
            <TestModeCardForm {...form} />
          )}
        </Card>
      )}
    </>
  );
}
