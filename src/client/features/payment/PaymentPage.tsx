import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { useGetOrderQuery } from '../../api/ordersApi';
import { useGetPaymentConfigQuery } from '../../api/paymentsApi';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { selectLanguage } from '../../i18n/languageSlice';
import { useT } from '../../i18n/useT';
import { amountDue } from './amountDue';
import { OrderPayment } from './OrderPayment';

/**
 * /dashboard/payment/{id} (docs/product.md#payment-page): 'Payment for {title}',
 * 'Please pay TK {price} for your order' (in the currency the server charges), then the card form of the server's provider. A paid
 * order says Paid; a cancelled one cannot be paid. Once the card is charged here, the outcome
 * (paid, or refunded because the book sold meanwhile) stays on screen while the order refreshes.
 */
export function PaymentPage() {
  const t = useT();
  const language = useAppSelector(selectLanguage);
  usePageTitle(t('pages.payment'));
  const { id = '' } = useParams();
  const order = useGetOrderQuery(id);
  const config = useGetPaymentConfigQuery();
  const [chargedHere, setChargedHere] = useState(false);

  if (order.isLoading || config.isLoading) return <LoadingSpinner label={t('payment.loading')} />;
  if (!order.data) return <LoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  const { bookTitle, bookPrice, status } = order.data;
  const backToOrders = <Link to={paths.myOrders.getHref()}>{t('buying.viewOrders')}</Link>;

  let body;
  if (chargedHere || status === 'unpaid') {
    body = config.data ? (
      <OrderPayment
        order={order.data}
        config={config.data}
        onCharged={() => setChargedHere(true)}
      />
    ) : (
      <LoadFailure error={config.error} onRetry={() => void config.refetch()} />
    );
  } else if (status === 'paid') {
    body = (
      <p className="d-flex flex-wrap align-items-center gap-3">
        <Badge bg="success">{t('labels.paid')}</Badge> {backToOrders}
      </p>
    );
  } else {
    body = (
      <p>
        {t('buying.orderNotPayable')} {backToOrders}
      </p>
    );
  }

  return (
    <section aria-labelledby="payment-heading" className="payment-page">
      <h1 id="payment-heading" className="h3 mb-2">
        {t('labels.paymentFor', { title: bookTitle })}
      </h1>
      {config.data && (
        <p className="lead mb-4">
          {t('payment.pleasePay', {
            price: amountDue(language, config.data.currency, bookPrice),
          })}
        </p>
      )}
      {body}
    </section>
  );
}
