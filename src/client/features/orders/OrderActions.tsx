import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { notifySuccess } from '../../components/notify';
import { HandoverCodeForm } from '../../components/orders/HandoverCodeForm';
import { NoShowButton } from '../../components/orders/NoShowButton';
import { useFormat, useT } from '../../i18n/useT';
import { CancelOrderButton } from './CancelOrderButton';
import { HandoverCodeButton } from './HandoverCodeButton';
import { HandoverQr } from './HandoverQr';
import { canScanCodes, ScanCodeButton } from './ScanCodeButton';

type OrderActionsProps = {
  order: OrderDetail;
  titleId: string;
  /** The code of the buyer's QR link the seller's camera opened, ready to confirm. */
  linkedCode?: string | undefined;
};

/**
 * What the reader may do now, exactly as the server lists it (GET /orders/{id}'s `actions`):
 * the buyer pays, shows the handover code (also as a QR code), cancels, or cancels with a
 * refund; the seller types or scans the buyer's code, or says the buyer did not come.
 */
export function OrderActions({ order, titleId, linkedCode }: OrderActionsProps) {
  const t = useT();
  const { dateTime } = useFormat();
  const may = (action: OrderDetail['actions'][number]) => order.actions.includes(action);
  const toast = (text: string) => () => notifySuccess(text);
  const handover = may('showHandoverCode') || may('handOver');
  const cancelling = may('cancelByBuyer') || may('refundNotHandedOver') || may('cancelNoShow');
  if (!handover && !cancelling && !may('pay')) return null;

  return (
    <section aria-labelledby="order-handover-heading" className="mb-4 d-flex flex-column gap-3">
      <h2 id="order-handover-heading" className="h5 mb-0">
        {t('orderPage.handoverHeading')}
      </h2>
      {may('pay') && (
        <div>
          <Link
            to={paths.payment.getHref(order._id)}
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            {t('labels.pay')}
          </Link>
        </div>
      )}
      {may('showHandoverCode') && (
        <HandoverCodeButton
          orderId={order._id}
          titleId={titleId}
          renderCode={(code) => <HandoverQr orderId={order._id} code={code} />}
        />
      )}
      {order.handover_locked_until && (
        <p role="alert" className="text-danger small mb-0">
          {t('orderPage.lockedUntil', {
            when: dateTime(order.handover_locked_until, (date) => format(date, 'PPp')),
          })}
        </p>
      )}
      {may('handOver') && (
        <HandoverCodeForm
          orderId={order._id}
          titleId={titleId}
          initialCode={linkedCode}
          onDone={toast(t('orderPage.handedOverToast'))}
          scanner={
            canScanCodes()
              ? (confirmCode) => <ScanCodeButton orderId={order._id} onCode={confirmCode} />
              : undefined
          }
        />
      )}
      {may('cancelByBuyer') && (
        <div className="d-flex flex-column align-items-start gap-1">
          <CancelOrderButton
            orderId={order._id}
            titleId={titleId}
            onDone={toast(t('orderPage.cancelledToast'))}
          />
        </div>
      )}
      {may('refundNotHandedOver') && (
        <div className="d-flex flex-column align-items-start gap-1">
          <p className="small mb-0">{t('orderPage.refundHint')}</p>
          <CancelOrderButton
            orderId={order._id}
            titleId={titleId}
            label={t('orderPage.refund')}
            onDone={toast(t('orderPage.refundedToast'))}
          />
        </div>
      )}
      {may('cancelNoShow') && (
        <NoShowButton
          orderId={order._id}
          titleId={titleId}
          onDone={toast(t('orderPage.noShowToast'))}
        />
      )}
    </section>
  );
}
