import { useGetSellersQuery } from '../../api/adminApi';
import { SellerRatingBadge } from '../../components/listings/SellerRatingBadge';
import { useT } from '../../i18n/useT';
import { UsersSection } from './UsersSection';
import { VerifySellerAction } from './VerifySellerAction';

/**
 * /dashboard/allsellers (docs/product.md#all-sellers): the count, the table with each seller's
 * rating, and Verify.
 */
export function AllSellersPage() {
  const sellers = useGetSellersQuery();
  const t = useT();
  return (
    <UsersSection
      title={t('pages.allSellers')}
      loadingLabel={t('admin.loadingSellers')}
      total={(count) => t('labels.totalSeller', { count })}
      emptyText={t('listing.noSellers')}
      query={sellers}
      columns={[
        {
          heading: t('admin.rating'),
          render: (seller) => <SellerRatingBadge rating={seller.rating} />,
        },
        {
          heading: t('admin.action'),
          render: (seller) => (
            // While the list is fetched again, Verify waits for the fresh state.
            <VerifySellerAction seller={seller} refreshing={sellers.isFetching} />
          ),
        },
      ]}
    />
  );
}
