import { useGetBuyersQuery } from '../../api/adminApi';
import { useT } from '../../i18n/useT';
import { UsersSection } from './UsersSection';

/** /dashboard/allbuyers (docs/product.md#all-buyers): the count and the buyers' table. */
export function AllBuyersPage() {
  const t = useT();
  return (
    <UsersSection
      title={t('pages.allBuyers')}
      loadingLabel={t('admin.loadingBuyers')}
      total={(count) => t('labels.totalBuyer', { count })}
      emptyText={t('listing.noBuyers')}
      query={useGetBuyersQuery()}
    />
  );
}
