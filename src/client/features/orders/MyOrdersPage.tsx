import { skipToken } from '@reduxjs/toolkit/query';
import { useGetOrdersQuery } from '../../api/ordersApi';
import { useAppSelector } from '../../app/hooks';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';
import { OrdersTable } from './OrdersTable';

/** /dashboard/myorders (docs/product.md#my-orders): the buyer's orders, with their payment. */
export function MyOrdersPage() {
  const t = useT();
  const email = useAppSelector(selectAuthEmail);
  const { data: orders, isLoading, error, refetch } = useGetOrdersQuery(email ?? skipToken);

  let content;
  if (isLoading) content = <LoadingSpinner label={t('orders.loading')} />;
  else if (!orders) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (orders.length === 0) content = <p>{t('buying.noOrders')}</p>;
  else content = <OrdersTable orders={orders} />;

  return <DashboardSection title={t('pages.myOrders')}>{content}</DashboardSection>;
}
