import { LABELS, LISTING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import { useGetSellersQuery } from '../../api/adminApi';
import { UsersSection } from './UsersSection';
import { VerifySellerAction } from './VerifySellerAction';

/** /dashboard/allsellers (docs/product.md#all-sellers): the count, the table and Verify. */
export function AllSellersPage() {
  const sellers = useGetSellersQuery();
  return (
    <UsersSection
      title={PAGE_NAMES.allSellers}
      loadingLabel="Loading sellers…"
      total={LABELS.totalSeller}
      emptyText={LISTING_TEXTS.noSellers}
      query={sellers}
      action={{
        heading: 'Action',
        render: (seller) => (
          // While the list is fetched again, Verify waits for the fresh state.
          <VerifySellerAction seller={seller} refreshing={sellers.isFetching} />
        ),
      }}
    />
  );
}
