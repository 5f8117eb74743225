import '../../styles/bootstrapTables.scss';
import { useId, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import type { BalanceDue } from '../../../shared/schemas';
import { useGetBalancesDueQuery } from '../../api/balancesApi';
import { useSchemas } from '../../api/useSchemas';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { PayoutDialog } from './PayoutDialog';

/**
 * /dashboard/balances, the admin's (docs/product.md#balances-due): every seller the product holds
 * money for, most owed first, each with 'Record a payout'.
 */
export function BalancesDuePage() {
  const t = useT();
  const format = useFormat();
  const tableId = useId();
  // The payout form checks with the shared schemas, fetched beside the list.
  const schemas = useSchemas();
  const [paying, setPaying] = useState<BalanceDue | null>(null);
  const { data, error, isLoading, refetch } = useGetBalancesDueQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('money.dueLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0) content = <p>{t('money.dueEmpty')}</p>;
  else {
    content = (
      <div className="table-responsive" role="region" aria-labelledby={tableId} tabIndex={0}>
        <Table className="align-middle">
          {/* Not the page's own title: two landmarks of one name cannot be told apart. */}
          <caption id={tableId} className="visually-hidden">
            {t('money.dueTable')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('money.seller')}</th>
              <th scope="col" className="text-end">
                {t('money.owed')}
              </th>
              <th scope="col">{t('money.action')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((seller) => (
              <tr key={seller.seller_id}>
                <th scope="row" className="fw-normal">
                  <span lang={contentLanguage(seller.name)}>{seller.name}</span>
                  <div className="small text-body-secondary text-break">{seller.email}</div>
                </th>
                <td className="text-end text-nowrap">{format.price(seller.balance)}</td>
                <td>
                  <Button
                    size="sm"
                    disabled={!schemas}
                    onClick={() => setPaying(seller)}
                    aria-label={t('money.recordPayoutTo', { name: seller.name })}
                  >
                    {t('money.recordPayout')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    );
  }

  return (
    <DashboardSection title={t('pages.balancesDue')}>
      <p className="text-body-secondary">{t('money.dueIntro')}</p>
      {content}
      {schemas && (
        <PayoutDialog seller={paying} schemas={schemas} onClose={() => setPaying(null)} />
      )}
    </DashboardSection>
  );
}
