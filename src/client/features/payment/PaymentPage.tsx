import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { BUYING_TEXTS, LABELS, PAGE_NAMES } from '../../../shared/messages';
import { useGetOrderQuery } from '../../api/ordersApi';
import { useGetPaymentConfigQuery } from '../../api/paymentsApi';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { OrderPayment } from './OrderPayment';

/** Dollars as the payment page words them: '250', or '250.50' when there are cents. */
const dollars = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

const backToOrders = <Link to={paths.myOrders.getHref()}>{BUYING_TEXTS.viewOrders}</Link>;

/**
 * /dashboard/payment/{id} (docs/product.md#payment-page): 'Payment for {title}',
 * 'Please pay ${price} for your order', then the card form of the server's provider. A paid
 * order says Paid; a cancelled one cannot be paid. Once the card is charged here, the outcome
 * (paid, or refunded because the book sold meanwhile) stays on screen while the order refreshes.
 */
export function PaymentPage() {
  usePageTitle(PAGE_NAMES.payment);
  const { id = '' } = useParams();
  const order = useGetOrderQuery(id);
  const config = useGetPaymentConfigQuery();
  const [chargedHere, setChargedHere] = useState(false);

  if (order.isLoading || config.isLoading) return <LoadingSpinner label="Loading your order…" />;
  if (!order.data) return <LoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  const { bookTitle, bookPrice, status } = order.data;

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
        <Badge bg="success">{LABELS.paid}</Badge> {backToOrders}
      </p>
    );
  } else {
    body = (
      <p>
        {BUYING_TEXTS.orderNotPayable} {backToOrders}
      </p>
    );
  }

  return (
    <section aria-labelledby="payment-heading" className="payment-page">
      <h1 id="payment-heading" className="h3 mb-2">
        {LABELS.paymentFor(bookTitle)}
      </h1>
      <p className="lead mb-4">{LABELS.pleasePay(dollars(bookPrice))}</p>
      {body}
    </section>
  );
}
