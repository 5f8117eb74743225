import { skipToken } from '@reduxjs/toolkit/query';
import { BUYING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import { useGetOrdersQuery } from '../../api/ordersApi';
import { useAppSelector } from '../../app/hooks';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { selectAuthEmail } from '../../session/authSlice';
import { OrdersTable } from './OrdersTable';

/** /dashboard/myorders (SPEC §2): the buyer's orders, each with Pay, Paid or Cancelled. */
export function MyOrdersPage() {
  usePageTitle(PAGE_NAMES.myOrders);
  const email = useAppSelector(selectAuthEmail);
  const { data: orders, isLoading, error, refetch } = useGetOrdersQuery(email ?? skipToken);

  let content;
  if (isLoading) content = <LoadingSpinner label="Loading your orders…" />;
  else if (!orders) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (orders.length === 0) content = <p>{BUYING_TEXTS.noOrders}</p>;
  else content = <OrdersTable orders={orders} />;

  return (
    <section aria-labelledby="my-orders-heading">
      <h1 id="my-orders-heading" className="h3 mb-4">
        {PAGE_NAMES.myOrders}
      </h1>
      {content}
    </section>
  );
}
