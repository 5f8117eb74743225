import { format } from 'date-fns';
import { Fragment, type ReactNode, useId } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { LABELS } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas';
import { formatPrice } from './formatPrice';
import { previewListingDescription } from './previewListingDescription';
import { VerificationMark } from './VerificationMark';

type ListingCardProps = {
  listing: Listing;
  /** 'Buy Now!'; without it (or for a sold book) the button shows but is disabled. */
  onBuy?: (listing: Listing) => void;
  /** The wishlist button; without it the button shows but is disabled. */
  onWishlist?: (listing: Listing) => void;
  /** Shown in place of the wishlist button (the wishlist page's Remove). */
  secondaryAction?: ReactNode;
};

// 16x16 heart after Bootstrap Icons (MIT), inlined so no icon font or request is needed.
const HEART =
  'm8 2.748-.717-.737C5.6.281 2.514.878 1.4 3.053c-.523 1.023-.641 2.5.314 4.385.92 1.815 2.834 3.989 6.286 6.357 3.452-2.368 5.365-4.542 6.286-6.357.955-1.886.838-3.362.314-4.385C13.486.878 10.4.28 8.717 2.01zM8 15C-7.333 4.868 3.279-3.04 7.824 1.143q.09.083.176.171a3 3 0 0 1 .176-.17C12.72-3.042 23.333 4.867 8 15';

/**
 * One listing as buyers see it (docs/product.md#book-cards): photo, title, prices in TK, condition,
 * location, use, seller with the verification mark, post date (PP) and time (HH:mm), the
 * description's 97-character preview, and the 'Buy Now!' and wishlist buttons.
 */
export function ListingCard({ listing, onBuy, onWishlist, secondaryAction }: ListingCardProps) {
  const titleId = useId();
  // A sold book stays on wishlists so the buyer sees what went, but it cannot be bought.
  const buy = listing.sold ? undefined : onBuy;
  const facts: Array<[term: string, value: string, className?: string]> = [
    ['Original price', formatPrice(listing.original_price)],
    ['Condition', listing.condition, 'text-capitalize'],
    ['Location', listing.location],
    ['Used', listing.used],
  ];

  return (
    <Card as="article" aria-labelledby={titleId} className="h-100 listing-card">
      {/* Width and height fix the card's shape before the photo arrives: no jumping layout. */}
      <Card.Img
        variant="top"
        src={listing.book_img}
        alt={listing.book_title}
        width={400}
        height={600}
        loading="lazy"
        className="listing-card__cover"
      />
      <Card.Body className="d-flex flex-column gap-2">
        <Card.Title as="h2" id={titleId} className="h5 mb-0">
          {listing.book_title}
        </Card.Title>
        <p className="listing-card__price mb-0">
          <span className="visually-hidden">Resale price </span>
          <span>{formatPrice(listing.seller_price)}</span>{' '}
          {listing.sold && (
            <Badge bg="secondary" className="fs-6 align-middle">
              {LABELS.sold}
            </Badge>
          )}
        </p>
        <dl className="listing-card__facts small mb-0">
          {facts.map(([term, value, className]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd className={className}>{value}</dd>
            </Fragment>
          ))}
          <dt>Seller</dt>
          <dd>
            {listing.seller_name} <VerificationMark listing={listing} />
          </dd>
          <dt>Posted</dt>
          <dd>
            <time dateTime={listing.post_date}>{format(new Date(listing.post_date), 'PP')}</time>{' '}
            <time dateTime={listing.post_time}>{format(new Date(listing.post_time), 'HH:mm')}</time>
          </dd>
        </dl>
        <Card.Text className="small text-body-secondary">
          {previewListingDescription(listing.description)}
        </Card.Text>
        <div className="d-flex gap-2 mt-auto">
          <Button
            className="flex-grow-1"
            disabled={!buy}
            onClick={buy && (() => buy(listing))}
            aria-describedby={titleId}
          >
            {LABELS.buyNow}
          </Button>
          {secondaryAction ?? (
            <Button
              variant="outline-primary"
              disabled={!onWishlist}
              onClick={onWishlist && (() => onWishlist(listing))}
              aria-label={LABELS.addToWishlist}
              aria-describedby={titleId}
              title={LABELS.addToWishlist}
            >
              <svg
                viewBox="0 0 16 16"
                width={18}
                height={18}
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                <path d={HEART} />
              </svg>
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
