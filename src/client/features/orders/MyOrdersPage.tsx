import { skipToken } from '@reduxjs/toolkit/query';
import { BUYING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import { useGetOrdersQuery } from '../../api/ordersApi';
import { useAppSelector } from '../../app/hooks';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { selectAuthEmail } from '../../session/authSlice';
import { OrdersTable } from './OrdersTable';

/** /dashboard/myorders (docs/product.md#my-orders): the buyer's orders, with their payment. */
export function MyOrdersPage() {
  const email = useAppSelector(selectAuthEmail);
  const { data: orders, isLoading, error, refetch } = useGetOrdersQuery(email ?? skipToken);

  let content;
  if (isLoading) content = <LoadingSpinner label="Loading your orders…" />;
  else if (!orders) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (orders.length === 0) content = <p>{BUYING_TEXTS.noOrders}</p>;
  else content = <OrdersTable orders={orders} />;

  return <DashboardSection title={PAGE_NAMES.myOrders}>{content}</DashboardSection>;
}
