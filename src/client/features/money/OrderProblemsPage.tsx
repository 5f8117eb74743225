import { useState } from 'react';
import { useGetOrderProblemsQuery } from '../../api/balancesApi';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { ProblemCard } from './ProblemCard';
import { type Resolving, ResolveProblemDialog } from './ResolveProblemDialog';

/**
 * /dashboard/order-problems, the admin's (docs/product.md#order-problems): the open problem
 * reports after online handovers, oldest first, each refunded or closed with a note.
 */
export function OrderProblemsPage() {
  const t = useT();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const { data, error, isLoading, refetch } = useGetOrderProblemsQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('money.problemsLoading')} />;
  else if (!data) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0) content = <p>{t('money.problemsEmpty')}</p>;
  else {
    content = (
      <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
        {data.map((problem) => (
          <li key={problem._id}>
            <ProblemCard
              problem={problem}
              onResolve={(chosen, outcome) => setResolving({ problem: chosen, outcome })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DashboardSection title={t('pages.orderProblems')}>
      <p className="text-body-secondary">{t('money.problemsIntro')}</p>
      {content}
      <ResolveProblemDialog resolving={resolving} onClose={() => setResolving(null)} />
    </DashboardSection>
  );
}
