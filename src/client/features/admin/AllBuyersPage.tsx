import { LABELS, LISTING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import { useGetBuyersQuery } from '../../api/adminApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { UsersTable } from './UsersTable';

/** /dashboard/allbuyers (admin; SPEC §2): 'Total Buyer: {count}' and the buyers' table. */
export function AllBuyersPage() {
  usePageTitle(PAGE_NAMES.allBuyers);
  const { data: buyers, isLoading, error, refetch } = useGetBuyersQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label="Loading buyers…" />;
  else if (!buyers) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    content = (
      <>
        <h2 className="h5">{LABELS.totalBuyer(buyers.length)}</h2>
        {buyers.length === 0 ? <p>{LISTING_TEXTS.noBuyers}</p> : <UsersTable users={buyers} />}
      </>
    );
  }

  return (
    <section aria-labelledby="all-buyers-heading">
      <h1 id="all-buyers-heading" className="h3 mb-3">
        {PAGE_NAMES.allBuyers}
      </h1>
      {content}
    </section>
  );
}
