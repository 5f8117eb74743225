import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Listing } from '../../../shared/schemas';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useGetSellerListingsQuery } from '../../api/listingsApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';
import { DeleteListingModal } from './DeleteListingModal';
import { MyListingItem } from './MyListingItem';

/** /dashboard/myproducts (sellers): the seller's listings, sold ones too, newest first. */
export function MyListingsPage() {
  const email = useAppSelector(selectAuthEmail);
  const {
    data: listings,
    isLoading,
    isFetching,
    error,
    refetch,
  } = useGetSellerListingsQuery(email ?? skipToken);
  const [deleting, setDeleting] = useState<Listing | null>(null);
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
            <MyListingItem listing={listing} refreshing={isFetching} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DashboardSection title={t('pages.myProducts')}>
      {content}
      <DeleteListingModal listing={deleting} onClose={() => setDeleting(null)} />
    </DashboardSection>
  );
}
