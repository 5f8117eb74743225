import { useId } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import type { HeldPayment } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useAcceptHeldPaymentMutation } from '../../api/heldPaymentsApi';
import { notifySuccess } from '../../components/notify';
import { useFormat, useT } from '../../i18n/useT';
import { OrderCardHeading } from './OrderCardHeading';

type HeldPaymentCardProps = {
  payment: HeldPayment;
  /** Asks before refunding (RefundHeldPaymentDialog). */
  onRefund: (payment: HeldPayment) => void;
};

/**
 * One held payment as the admin weighs it: the book, the buyer, the amount, how they paid, why
 * the gateway held it and when. Accepting needs no second step (it only pays the order); a
 * refusal is said on the card.
 */
export function HeldPaymentCard({ payment, onRefund }: HeldPaymentCardProps) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const [accept, { isLoading, error }] = useAcceptHeldPaymentMutation();
  const { book_title: title } = payment;
  const when = `${format.date(payment.held_at)} ${format.time(payment.held_at)}`;

  async function acceptPayment() {
    const result = await accept(payment._id);
    if (!result.error) notifySuccess(t('money.paymentAccepted', { title }));
  }

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body className="d-flex flex-column gap-2">
        <OrderCardHeading
          id={headingId}
          title={title}
          orderId={payment.order_id}
          facts={[t('money.heldOn', { date: when })]}
        />
        <p className="mb-0 text-break">{t('money.buyer', { name: payment.buyer_email })}</p>
        <p className="mb-0 fw-semibold">
          {t('money.amountPaid', { taka: format.price(payment.amount) })}
        </p>
        <p className="mb-0 small text-break">
          {t('money.paidWith', { method: payment.method })} ·{' '}
          {t('money.risk', { risk: payment.risk_title })}
        </p>
        {error && (
          <p role="alert" className="text-danger small mb-0">
            {apiErrorMessage(error)}
          </p>
        )}
        <div className="border-top pt-2 d-flex flex-wrap gap-2">
          <Button
            variant="success"
            size="sm"
            onClick={() => void acceptPayment()}
            disabled={isLoading}
            aria-label={t('money.acceptPaymentOf', { title })}
          >
            {isLoading && <Spinner size="sm" aria-hidden="true" className="me-1" />}
            {t('money.acceptPayment')}
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => onRefund(payment)}
            disabled={isLoading}
            aria-label={t('money.refundPaymentOf', { title })}
          >
            {t('money.refundPayment')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
