import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Listing } from '../../../shared/schemas';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useGetSellerListingsQuery } from '../../api/listingsApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { lazyOrNothing } from '../../components/lazyOrNothing';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';
import { MyListingItem } from './MyListingItem';

// The delete confirmation (a modal dialog, its script and Bootstrap's modal styles) comes with the
// first 'Delete', not with the page: the selling pages' first load stays under 20 KB of CSS.
const DeleteListingModal = lazyOrNothing('The delete confirmation', () =>
  import(/* webpackChunkName: "delete-listing" */ './DeleteListingModal').then(
    (module) => module.DeleteListingModal,
  ),
);

/**
 * /dashboard/myproducts (sellers): the seller's listings, sold ones too, newest first (the orders
 * of their books are on their own page, SellerOrdersPage).
 */
export function MyListingsPage() {
  const email = useAppSelector(selectAuthEmail);
  const {
    data: listings,
    isLoading,
    isFetching,
    error,
    refetch,
  } = useGetSellerListingsQuery(email ?? skipToken);
  // The listing being deleted: one dialog for the whole list, kept once opened so it can fade
  // out after closing.
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const [askedToDelete, setAskedToDelete] = useState(false);
  const confirmDelete = (listing: Listing) => {
    setAskedToDelete(true);
    setDeleting(listing);
  };
  const t = useT();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('selling.loadingOwnBooks')} />;
  else if (!listings) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (listings.length === 0) {
    content = (
      <p>
        {t('listing.noOwnBooks')}{' '}
        <Link to={paths.addListing.getHref()}>{t('pages.addProduct')}</Link>
      </p>
    );
  } else {
    content = (
      <ul className="list-unstyled d-flex flex-column gap-3">
        {listings.map((listing) => (
          <li key={listing._id}>
            <MyListingItem listing={listing} refreshing={isFetching} onDelete={confirmDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DashboardSection title={t('pages.myProducts')}>
      {content}
      {askedToDelete && (
        <Suspense fallback={null}>
          <DeleteListingModal listing={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </DashboardSection>
  );
}
