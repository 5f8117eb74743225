import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { BUYING_TEXTS, TOASTS } from '../../../shared/messages';
import { paths } from '../../app/paths';

/** Success: 'Congrats! your payment completed' and the transaction id. */
export function PaymentDone({ transactionId }: { transactionId: string }) {
  return (
    <Alert variant="success" className="mb-0">
      <p className="fw-semibold mb-1">{TOASTS.paymentCompleted}</p>
      <p className="mb-2 text-break">
        {BUYING_TEXTS.transactionId} <code>{transactionId}</code>
      </p>
      <Link to={paths.myOrders.getHref()}>{BUYING_TEXTS.viewOrders}</Link>
    </Alert>
  );
}
