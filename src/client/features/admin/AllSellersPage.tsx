import { LABELS, LISTING_TEXTS } from '../../../shared/messages';
import { useGetSellersQuery } from '../../api/adminApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { UsersTable } from './UsersTable';
import { VerifySellerAction } from './VerifySellerAction';

// Ours: the page's name, as the side menu words it (the spec's own 'All Seller').
const ALL_SELLERS = 'All Seller';

/** /dashboard/allsellers (admin; SPEC §2): 'Total Seller: {count}' and the sellers' table. */
export function AllSellersPage() {
  usePageTitle(ALL_SELLERS);
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
        {ALL_SELLERS}
      </h1>
      {content}
    </section>
  );
}
