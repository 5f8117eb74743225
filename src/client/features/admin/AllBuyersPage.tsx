import { LABELS, LISTING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import { useGetBuyersQuery } from '../../api/adminApi';
import { UsersSection } from './UsersSection';

/** /dashboard/allbuyers (docs/product.md#all-buyers): the count and the buyers' table. */
export function AllBuyersPage() {
  return (
    <UsersSection
      title={PAGE_NAMES.allBuyers}
      loadingLabel="Loading buyers…"
      total={LABELS.totalBuyer}
      emptyText={LISTING_TEXTS.noBuyers}
      query={useGetBuyersQuery()}
    />
  );
}
