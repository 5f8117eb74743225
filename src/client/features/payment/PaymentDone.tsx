import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { Alert } from '../../components/Alert';

/** Success: 'Congrats! your payment completed' and the transaction id. */
export function PaymentDone({ transactionId }: { transactionId: string }) {
  const t = useT();
  return (
    <Alert variant="success" className="mb-0">
      <p className="fw-semibold mb-1">{t('toasts.paymentCompleted')}</p>
      <p className="mb-2 text-break">
        {t('buying.transactionId')} <code>{transactionId}</code>
      </p>
      <Link to={paths.myOrders.getHref()}>{t('buying.viewOrders')}</Link>
    </Alert>
  );
}
