import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useState } from 'react';
import type { Order } from '../../../shared/schemas';
import { useGetOrdersQuery } from '../../api/ordersApi';
import { useAppSelector } from '../../app/hooks';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { lazyOrNothing } from '../../components/lazyOrNothing';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';
import { OrdersTable } from './OrdersTable';

// The review dialog (its form library) comes with the first 'Rate the seller' or 'Edit review',
// not with the page: most visits are to pay or to look.
const ReviewDialog = lazyOrNothing('The review dialog', () =>
  import(/* webpackChunkName: "review-dialog" */ './ReviewDialog').then(
    (module) => module.ReviewDialog,
  ),
);

/**
 * /dashboard/myorders (docs/product.md#my-orders): the buyer's orders, with their payment and
 * their review of the seller.
 */
export function MyOrdersPage() {
  const t = useT();
  const email = useAppSelector(selectAuthEmail);
  const { data: orders, isLoading, error, refetch } = useGetOrdersQuery(email ?? skipToken);
  // The order whose seller is being rated: one dialog for the whole table, kept once opened so
  // it can fade out after closing.
  const [reviewing, setReviewing] = useState<Order | null>(null);
  const [reviewedOnce, setReviewedOnce] = useState(false);
  const review = (order: Order) => {
    setReviewedOnce(true);
    setReviewing(order);
  };

  let content;
  if (isLoading) content = <LoadingSpinner label={t('orders.loading')} />;
  else if (!orders) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (orders.length === 0) content = <p>{t('buying.noOrders')}</p>;
  else content = <OrdersTable orders={orders} onReview={review} />;

  return (
    <DashboardSection title={t('pages.myOrders')}>
      {content}
      {reviewedOnce && (
        <Suspense fallback={null}>
          <ReviewDialog order={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
    </DashboardSection>
  );
}
