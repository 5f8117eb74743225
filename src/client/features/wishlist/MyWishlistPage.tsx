import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Row } from 'react-bootstrap';
import type { Listing } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useGetWishlistQuery, useRemoveFromWishlistMutation } from '../../api/wishlistApi';
import { useAppSelector } from '../../app/hooks';
import { ListingCard } from '../../components/listings/ListingCard';
import { useBuyListing } from '../../components/buying/useBuyListing';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notifyError, notifySuccess } from '../../components/notify';
import { DashboardSection } from '../../components/layout/DashboardSection';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';

/**
 * /dashboard/mywishlist (docs/product.md#my-wishlist): the buyer's wishlist books as cards, with
 * 'Buy Now!' and a Remove each. Sold books stay, marked Sold, so the buyer sees what went.
 */
export function MyWishlistPage() {
  const t = useT();
  const email = useAppSelector(selectAuthEmail);
  const { data: listings, isLoading, error, refetch } = useGetWishlistQuery(email ?? skipToken);
  const [removeFromWishlist] = useRemoveFromWishlistMutation();
  const { buy, orderModal } = useBuyListing();

  async function remove(listing: Listing) {
    if (!email) return;
    // The card leaves at once (optimistic); a refusal brings it back with the reason.
    const result = await removeFromWishlist({ bookId: listing._id, email });
    if (result.error) notifyError(apiErrorMessage(result.error, t('listing.actionFailed')));
    else notifySuccess(t('buying.removedFromWishlist'));
  }

  let content;
  if (isLoading) content = <LoadingSpinner label={t('wishlist.loading')} />;
  else if (!listings) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (listings.length === 0) content = <p>{t('buying.noWishlist')}</p>;
  else {
    content = (
      <Row as="ul" xs={1} md={2} xl={3} className="g-4 list-unstyled">
        {listings.map((listing) => (
          <Col as="li" key={listing._id}>
            <ListingCard
              listing={listing}
              onBuy={buy}
              secondaryAction={
                <Button variant="outline-danger" onClick={() => void remove(listing)}>
                  {t('buying.removeFromWishlist')}
                  <span className="visually-hidden" lang={contentLanguage(listing.book_title)}>
                    {' '}
                    {listing.book_title}
                  </span>
                </Button>
              }
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <DashboardSection title={t('pages.myWishlist')}>
      {content}
      {orderModal}
    </DashboardSection>
  );
}
