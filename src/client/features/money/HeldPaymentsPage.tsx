import { useState } from 'react';
import type { HeldPayment } from '../../../shared/schemas';
import { useGetHeldPaymentsQuery } from '../../api/heldPaymentsApi';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { HeldPaymentCard } from './HeldPaymentCard';
import { RefundHeldPaymentDialog } from './RefundHeldPaymentDialog';

/**
 * /dashboard/held-payments, the admin's (docs/product.md#payments-held-for-review): SSLCommerz
 * payments its risk check held, oldest first, each accepted (the order is paid) or refunded.
 */
export function HeldPaymentsPage() {
  const t = useT();
  const [refunding, setRefunding] = useState<HeldPayment | null>(null);
  const { data, error, isLoading, refetch } = useGetHeldPaymentsQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('money.heldLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0) content = <p>{t('money.heldEmpty')}</p>;
  else {
    content = (
      <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
        {data.map((payment) => (
          <li key={payment._id}>
            <HeldPaymentCard payment={payment} onRefund={setRefunding} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DashboardSection title={t('dashboard.heldPayments')}>
      <p className="text-body-secondary">{t('money.heldIntro')}</p>
      {content}
      <RefundHeldPaymentDialog payment={refunding} onClose={() => setRefunding(null)} />
    </DashboardSection>
  );
}
