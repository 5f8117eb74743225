import '../../components/listings/listingCard.css';
import { useId } from 'react';
import { Badge, Button, Spinner } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Listing, SellerListing } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { paths } from '../../app/paths';
import { useAdvertiseMutation, useOffAdvertiseMutation } from '../../api/listingsApi';
import { notifyError, notifySuccess } from '../../components/notify';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { BookImage } from '../../components/BookImage';

type MyListingItemProps = {
  listing: SellerListing;
  /** The list is being fetched again: its buttons wait for the fresh state. */
  refreshing: boolean;
  onDelete: (listing: Listing) => void;
};

/**
 * One of the seller's listings (docs/product.md#my-products): photo and title (both open the
 * book's page), author, price, Sold /
 * Advertised, and its actions: Edit (a link to the edit form), Advertise or Off Advertise and
 * Delete; a sold listing has only Delete. One waiting for the admin's approval says so, and has
 * no book page or advertising yet (docs/product.md#listing-approval).
 */
export function MyListingItem({ listing, refreshing, onDelete }: MyListingItemProps) {
  const titleId = useId();
  const bookHref = paths.book.getHref(listing._id);
  const [advertise, advertising] = useAdvertiseMutation();
  const [offAdvertise, offAdvertising] = useOffAdvertiseMutation();
  const busy = advertising.isLoading || offAdvertising.isLoading;
  const t = useT();
  const { price } = useFormat();

  async function toggleAdvertising() {
    const result = await (listing.adv ? offAdvertise : advertise)(listing._id);
    if (result.error || !result.data.acknowledged) {
      notifyError(apiErrorMessage(result.error, t('listing.actionFailed')));
      return;
    }
    notifySuccess(t(listing.adv ? 'toasts.unadvertised' : 'toasts.advertised'));
  }

  return (
    <article aria-labelledby={titleId} className="card my-listing">
      <div className="card-body d-flex gap-3 align-items-start">
        {/* One link for the keyboard and screen readers: the title's (as on book cards). */}
        <Link to={bookHref} tabIndex={-1} aria-hidden="true" className="flex-shrink-0">
          <BookImage
            src={listing.book_img}
            alt={listing.book_title}
            width={64}
            height={96}
            className="my-listing__cover rounded"
          />
        </Link>
        <div className="flex-grow-1 min-w-0">
          <h2
            id={titleId}
            className="h6 mb-1 text-break"
            lang={contentLanguage(listing.book_title)}
          >
            <Link to={bookHref} className="listing-card__title-link">
              {listing.book_title}
            </Link>
          </h2>
          {listing.author && (
            <p className="listing-card__author small mb-1">
              {t('book.byAuthor', { author: listing.author })}
            </p>
          )}
          <p className="mb-2">
            {price(listing.seller_price)}{' '}
            {listing.sold && <Badge bg="secondary">{t('labels.sold')}</Badge>}{' '}
            {listing.adv && !listing.sold && (
              <Badge bg="info" text="dark">
                {t('labels.advertised')}
              </Badge>
            )}
            {listing.awaiting_approval && (
              <Badge bg="warning" text="dark">
                {t('selling.awaitingApproval')}
              </Badge>
            )}
          </p>
          {listing.awaiting_approval && (
            <p className="small text-body-secondary mb-2">{t('selling.awaitingApprovalNote')}</p>
          )}
          <div className="d-flex flex-wrap gap-2">
            {!listing.sold && (
              // A link (it opens a page) dressed as the buttons beside it.
              <Link
                to={paths.editListing.getHref(listing._id)}
                className="btn btn-sm btn-outline-dark"
                aria-describedby={titleId}
              >
                {t('selling.edit')}
              </Link>
            )}
            {!listing.sold && !listing.awaiting_approval && (
              <Button
                size="sm"
                variant={listing.adv ? 'outline-primary' : 'primary'}
                onClick={() => void toggleAdvertising()}
                disabled={busy || refreshing}
                aria-describedby={titleId}
              >
                {busy && <Spinner size="sm" aria-hidden="true" className="me-1" />}
                {t(listing.adv ? 'labels.offAdvertise' : 'labels.advertise')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => onDelete(listing)}
              disabled={busy || refreshing}
              aria-describedby={titleId}
            >
              {t('labels.delete')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
