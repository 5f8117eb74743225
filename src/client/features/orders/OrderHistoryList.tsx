import { format } from 'date-fns';
import type { OrderDetail } from '../../../shared/schemas';
import { useGetOrderHistoryQuery } from '../../api/orderPageApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useFormat, useT } from '../../i18n/useT';

/**
 * The order's history (docs/product.md#get-ordersidhistory): who changed it, when and why, oldest
 * first; the caller's own changes say 'You'.
 */
export function OrderHistoryList({ order }: { order: OrderDetail }) {
  const t = useT();
  const { dateTime } = useFormat();
  const { data: events, error, refetch } = useGetOrderHistoryQuery(order._id);
  const when = (iso: string) => dateTime(iso, (date) => format(date, 'PPp'));
  let content;
  if (events) {
    content = (
      <ol className="list-unstyled mb-0 small">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="border-start border-2 ps-2 mb-2">
            <time dateTime={event.at} className="text-body-secondary d-block">
              {when(event.at)}
            </time>
            {t('orderPage.historyActor', { actor: event.actor, side: order.side })}{' '}
            {t('orderPage.historyReason', { reason: event.reason })}
          </li>
        ))}
      </ol>
    );
  } else if (error) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else content = <LoadingSpinner label={t('orderPage.historyLoading')} />;
  return (
    <section aria-labelledby="order-history-heading" className="mb-4">
      <h2 id="order-history-heading" className="h5">
        {t('orderPage.historyHeading')}
      </h2>
      {content}
    </section>
  );
}
