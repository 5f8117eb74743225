import { LABELS, LISTING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import { useGetSellersQuery } from '../../api/adminApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { UsersTable } from './UsersTable';
import { VerifySellerAction } from './VerifySellerAction';

/** /dashboard/allsellers (admin; SPEC §2): 'Total Seller: {count}' and the sellers' table. */
export function AllSellersPage() {
  usePageTitle(PAGE_NAMES.allSellers);
  const { data: sellers, isLoading, isFetching, error, refetch } = useGetSellersQuery();

  let content;
  if (isLoading) content = <LoadingSpinner label="Loading sellers…" />;
  else if (!sellers) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    content = (
      <>
        <h2 className="h5">{LABELS.totalSeller(sellers.length)}</h2>
        {sellers.length === 0 ? (
          <p>{LISTING_TEXTS.noSellers}</p>
        ) : (
          <UsersTable
            users={sellers}
            action={{
              heading: 'Action',
              render: (seller) => <VerifySellerAction seller={seller} refreshing={isFetching} />,
            }}
          />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="all-sellers-heading">
      <h1 id="all-sellers-heading" className="h3 mb-3">
        {PAGE_NAMES.allSellers}
      </h1>
      {content}
    </section>
  );
}
