import { useId } from 'react';
import { useGetBalanceQuery } from '../../api/balancesApi';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useFormat, useT } from '../../i18n/useT';
import { LedgerTable } from './LedgerTable';

/**
 * /dashboard/balance, a seller's (docs/product.md#balance): what the product holds for them from
 * books paid online and handed over, and the ledger rows it is made of, newest first.
 */
export function BalancePage() {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetBalanceQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('money.balanceLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    content = (
      <>
        <p className="mb-4">
          <span className="d-block text-body-secondary">{t('money.yourBalance')}</span>
          <strong className="fs-2">{format.price(data.balance)}</strong>
        </p>
        <h2 id={headingId} className="h5">
          {t('money.madeOf')}
        </h2>
        {data.entries.length === 0 ? (
          <p>{t('money.balanceEmpty')}</p>
        ) : (
          <LedgerTable labelledBy={headingId} entries={data.entries} />
        )}
      </>
    );
  }

  return (
    <DashboardSection title={t('pages.balance')}>
      <p className="text-body-secondary">{t('money.balanceIntro')}</p>
      {content}
    </DashboardSection>
  );
}
