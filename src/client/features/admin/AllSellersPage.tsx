import { useState } from 'react';
import { useGetSellersQuery } from '../../api/adminApi';
import { SellerRatingBadge } from '../../components/listings/SellerRatingBadge';
import { useT } from '../../i18n/useT';
import { UsersSection } from './UsersSection';
import { VerifySellerAction } from './VerifySellerAction';

/**
 * /dashboard/allsellers (docs/product.md#all-sellers): the count, the table with each seller's
 * rating, and Verify (after a look at what to weigh); a switch shows only the unverified.
 */
export function AllSellersPage() {
  const sellers = useGetSellersQuery();
  const t = useT();
  const [onlyUnverified, setOnlyUnverified] = useState(false);
  return (
    <UsersSection
      title={t('pages.allSellers')}
      loadingLabel={t('admin.loadingSellers')}
      total={(count) => t('labels.totalSeller', { count })}
      emptyText={t('listing.noSellers')}
      query={sellers}
      filter={{
        label: t('admin.onlyUnverified'),
        on: onlyUnverified,
        onChange: setOnlyUnverified,
        keeps: (seller) => !seller.appVerified,
        shown: (count) => t('admin.showingUnverified', { count }),
      }}
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
