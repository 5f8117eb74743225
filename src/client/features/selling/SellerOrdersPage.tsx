import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import type { Order } from '../../../shared/schemas';
import { useGetSellerOrdersQuery } from '../../api/orderLifeApi';
import { paths } from '../../app/paths';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import type { MessageKey } from '../../i18n/catalogShape';
import { useFormat, useT } from '../../i18n/useT';
import { HandoverCodeForm } from '../../components/orders/HandoverCodeForm';
import { NoShowButton } from '../../components/orders/NoShowButton';

/** An order's state in words, from the seller's side, with what comes next. */
function stateOf(order: Order): MessageKey {
  if (order.status === 'handed_over') return 'selling.orderHandedOver';
  if (order.status === 'cancelled') return 'selling.orderCancelled';
  if (order.status === 'paid') return 'selling.orderPaidOnline';
  return order.payment_method === 'cash'
    ? 'selling.orderCashAtMeetup'
    : 'selling.orderAwaitingPayment';
}

/** A cash order whose meet-up time has passed: the seller may free the book. */
const isNoShow = (order: Order) =>
  order.status === 'unpaid' &&
  order.payment_method === 'cash' &&
  order.meetup_at !== null &&
  Date.parse(order.meetup_at) <= Date.now();

const waitsForHandover = (order: Order) =>
  order.status === 'paid' || (order.status === 'unpaid' && order.payment_method === 'cash');

/**
 * /dashboard/sellerorders, 'Orders for my books' (docs/product.md#get-seller-orders): each order's
 * book, buyer, state and meet-up, and for one waiting for its handover the code entry. A page and
 * a chunk of its own, not part of My Products: its dates (date-fns) and order parts would weigh
 * on the listing forms' first load.
 */
export function SellerOrdersPage() {
  const t = useT();
  const { dateTime } = useFormat();
  const { data: orders, isLoading, error, refetch } = useGetSellerOrdersQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('selling.loadingSellerOrders')} />;
  else if (!orders) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (orders.length === 0) content = <p>{t('selling.noSellerOrders')}</p>;
  else {
    content = (
      <ul className="list-unstyled d-flex flex-column gap-3">
        {orders.map((order) => {
          const titleId = `seller-order-${order._id}-title`;
          return (
            <li key={order._id} className="border rounded p-3">
              <h2 id={titleId} className="h6 mb-1">
                {order.bookTitle}
              </h2>
              <p className="mb-1 small">{t('selling.orderedBy', { buyer: order.name })}</p>
              <p className="mb-1">{t(stateOf(order))}</p>
              {order.status === 'unpaid' && order.meetup_at && (
                <p className="mb-1 small text-body-secondary">
                  <time dateTime={order.meetup_at}>
                    {t('selling.meetupAt', {
                      when: dateTime(order.meetup_at, (date) => format(date, 'PPp')),
                    })}
                  </time>
                </p>
              )}
              {waitsForHandover(order) && (
                <HandoverCodeForm orderId={order._id} titleId={titleId} />
              )}
              {isNoShow(order) && <NoShowButton orderId={order._id} titleId={titleId} />}
              <Link
                to={paths.order.getHref(order._id)}
                className="d-inline-block mt-2 small"
                aria-describedby={titleId}
              >
                {t('selling.viewOrder')}
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return <DashboardSection title={t('pages.sellerOrders')}>{content}</DashboardSection>;
}
