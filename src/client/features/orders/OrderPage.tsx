import { format } from 'date-fns';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { OrderDetail, GatewayReturnResult } from '../../../shared/schemas';
import { useGetOrderDetailQuery } from '../../api/orderPageApi';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { SafetyTips } from '../../components/SafetyTips';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { codeInFragment } from './handoverLink';
import { OrderActions } from './OrderActions';
import { OrderHistoryList } from './OrderHistoryList';
import { OrderMeetup } from './OrderMeetup';
import { nextStepInWords, stateInWords } from './orderStateWords';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { ProblemReport } from './ProblemReport';
import { usePaymentReturn } from './usePaymentReturn';

const TITLE_ID = 'order-page-book';

/** The facts of the order as a list of labelled lines. */
function OrderFacts({ order }: { order: OrderDetail }) {
  const t = useT();
  const { price, dateTime } = useFormat();
  const when = (iso: string) => dateTime(iso, (date) => format(date, 'PPp'));
  const rows: [string, string][] = [
    [t('orderPage.price'), price(order.price)],
    [
      t('orderPage.wayOfPaying'),
      t(order.payment_method === 'cash' ? 'orderPage.paysCash' : 'orderPage.paysOnline'),
    ],
    [t('orderPage.meetingPlace'), order.meeting_place],
    [t('orderPage.orderedOn'), when(order.created_at)],
  ];
  if (order.paid_at) rows.push([t('orderPage.paidOn'), when(order.paid_at)]);
  if (order.handed_over_at) rows.push([t('orderPage.handedOverOn'), when(order.handed_over_at)]);
  return (
    <dl className="row mb-4 small">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-5 col-sm-3 fw-normal text-body-secondary">{label}</dt>
          <dd className="col-7 col-sm-9 mb-1 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The other person's name and, while the order is under way, their mobile number. */
function OrderContact({ order }: { order: OrderDetail }) {
  const t = useT();
  const { digits } = useFormat();
  const { name, phone } = order.other;
  const active = order.status === 'unpaid' || order.status === 'paid';
  let line;
  if (phone) {
    line = (
      <>
        {t('orderPage.phoneOf', { name })}:{' '}
        <a href={`tel:${phone}`} className="fw-semibold">
          {digits(phone)}
        </a>
      </>
    );
  } else if (active) line = t('orderPage.noPhone', { name });
  else line = t('orderPage.contactEnded');
  return (
    <section aria-labelledby="order-contact-heading" className="mb-4">
      <h2 id="order-contact-heading" className="h5">
        {t('orderPage.contactHeading')}
      </h2>
      <p className="mb-0">{line}</p>
    </section>
  );
}

type OrderViewProps = {
  order: OrderDetail;
  linkedCode?: string | undefined;
  /** What the gateway said when it sent the buyer back here. */
  paymentReturn: GatewayReturnResult | null;
};

function OrderView({ order, linkedCode, paymentReturn }: OrderViewProps) {
  const t = useT();
  const { id: bookId, title, photo } = order.book;
  const bookTitle = (
    <span id={TITLE_ID} lang={contentLanguage(title)}>
      {title}
    </span>
  );
  return (
    <div style={{ maxWidth: 720 }}>
      {paymentReturn && <PaymentReturnNotice result={paymentReturn} order={order} />}
      <div className="d-flex gap-3 align-items-start mb-3">
        {photo && (
          <img src={photo} alt="" width={64} height={88} className="rounded object-fit-cover" />
        )}
        <div className="min-w-0">
          <h2 className="h4 mb-1 text-break">
            {bookId ? <Link to={paths.book.getHref(bookId)}>{bookTitle}</Link> : bookTitle}
          </h2>
          <p className="mb-0">
            {t(order.side === 'buyer' ? 'orderPage.youBuy' : 'orderPage.youSell', {
              name: order.other.name,
            })}
          </p>
        </div>
      </div>
      <section aria-labelledby="order-state-heading" className="mb-4">
        <h2 id="order-state-heading" className="h5">
          {t('orderPage.stateHeading')}
        </h2>
        <p className="mb-1" role="status">
          {stateInWords(order, t)}
        </p>
        <p className="small fw-semibold mb-0">{nextStepInWords(order, t)}</p>
      </section>
      <OrderActions order={order} titleId={TITLE_ID} linkedCode={linkedCode} />
      <section aria-labelledby="order-details-heading">
        <h2 id="order-details-heading" className="h5">
          {t('orderPage.detailsHeading')}
        </h2>
        <OrderFacts order={order} />
      </section>
      {order.payment_method === 'cash' && <OrderMeetup order={order} />}
      <OrderContact order={order} />
      <ProblemReport order={order} />
      <OrderHistoryList order={order} />
      <SafetyTips className="mb-4" />
    </div>
  );
}

/**
 * The handover code the seller's camera brought in the link of the buyer's QR code
 * (`#handover=…`, handoverLink.ts), kept for the code field and taken out of the address bar, so
 * it is not left in the history or a shared address.
 */
function useLinkedCode(): string | undefined {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [linkedCode] = useState(() => codeInFragment(hash));
  useEffect(() => {
    if (linkedCode) void navigate(pathname, { replace: true });
  }, [linkedCode, navigate, pathname]);
  return linkedCode;
}

/**
 * /dashboard/orders/{id} (docs/product.md#the-order-page): one order for its buyer and its
 * seller, its state and next step, the meet-up, the other person, what each may do now (as the
 * server says: GET /orders/{id}), its history and the safety tips; once, the gateway's word on a
 * payment the buyer just made there.
 */
export function OrderPage() {
  const t = useT();
  const { id = '' } = useParams();
  const linkedCode = useLinkedCode();
  const paymentReturn = usePaymentReturn(id);
  const { data: order, error, isLoading, refetch } = useGetOrderDetailQuery(id);
  const retry = useCallback(() => void refetch(), [refetch]);
  let content;
  if (isLoading) content = <LoadingSpinner label={t('orderPage.loading')} />;
  else if (!order) content = <LoadFailure error={error} onRetry={retry} />;
  else content = <OrderView order={order} linkedCode={linkedCode} paymentReturn={paymentReturn} />;
  return <DashboardSection title={t('orderPage.title')}>{content}</DashboardSection>;
}
