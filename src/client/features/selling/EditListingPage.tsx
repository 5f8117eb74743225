import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { useGetSellerListingsQuery } from '../../api/listingsApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';
import { EditListingForm } from './EditListingForm';
import { Alert } from '../../components/Alert';

/** Why there is no form, with the way back to the seller's list. */
function Refusal({ message }: { message: string }) {
  const t = useT();
  return (
    <Alert variant="warning">
      <p>{message}</p>
      <Link to={paths.myListings.getHref()} className="alert-link">
        {t('selling.backToMyProducts')}
      </Link>
    </Alert>
  );
}

/**
 * /dashboard/editproduct/{id} (docs/product.md#edit-product): the Add Product form filled with one
 * of the seller's unsold listings. The listing comes from the seller's own list (GET /books),
 * which also says how many unpaid orders it has; a listing not in it is not theirs to edit.
 */
export function EditListingPage() {
  const t = useT();
  usePageTitle(t('selling.editProduct'));
  const { id } = useParams();
  const email = useAppSelector(selectAuthEmail);
  const listings = useGetSellerListingsQuery(email ?? skipToken);
  const categories = useGetCategoriesQuery();
  const listing = listings.data?.find(({ _id }) => _id === id);

  async function loadLatest() {
    const { data } = await listings.refetch();
    return data?.find(({ _id }) => _id === id);
  }

  let content;
  if (listings.isLoading || categories.isLoading) {
    content = <LoadingSpinner label={t('selling.loadingListing')} />;
  } else if (!listings.data) {
    content = <LoadFailure error={listings.error} onRetry={() => void listings.refetch()} />;
  } else if (!categories.data) {
    content = <LoadFailure error={categories.error} onRetry={() => void categories.refetch()} />;
  } else if (!listing) {
    content = <Refusal message={t('selling.notYourBook')} />;
  } else if (listing.sold) {
    content = <Refusal message={t('selling.soldCannotEdit')} />;
  } else {
    content = (
      // One form per listing: another listing's page starts from that listing.
      <EditListingForm
        key={listing._id}
        listing={listing}
        categories={categories.data}
        loadLatest={loadLatest}
      />
    );
  }

  return (
    <section className="add-listing">
      <h1 className="h3 mb-4">{t('selling.editProduct')}</h1>
      {content}
    </section>
  );
}
