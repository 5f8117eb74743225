import './listingCard.css';
import { Fragment, type ReactNode, useId } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Listing } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { HeartIcon } from './HeartIcon';
import { ListingSeller } from './ListingSeller';
import { paymentMethodsKey } from './paymentMethodsKey';
import { previewListingDescription } from './previewListingDescription';
import { BookImage } from '../BookImage';

/**
 * How wide a card's cover is shown (styles.css, .listing-card): 38% of a phone's width beside
 * the details, then one of two to four columns of a container at most 1320 px wide.
 */
const LISTING_CARD_SIZES = '(max-width: 575.98px) 38vw, (max-width: 1199.98px) 50vw, 440px';

type ListingCardProps = {
  listing: Listing;
  /** 'Buy Now!'; without it (or for a sold or reserved book) the button shows but is disabled. */
  onBuy?: (listing: Listing) => void;
  /** The wishlist button; without it the button shows but is disabled. */
  onWishlist?: (listing: Listing) => void;
  /** Shown in place of the wishlist button (the wishlist page's Remove). */
  secondaryAction?: ReactNode;
  /**
   * The first card of a list at the top of a page: on a phone its cover is the page's largest
   * paint, so it is fetched at once and first (BookImage's priority), not when layout reaches it.
   */
  coverPriority?: boolean;
};

/**
 * One listing as buyers see it (docs/product.md#book-cards): photo and title (both open the book's
 * page), author, prices in TK, condition, location, use, seller (a link to their page) with the
 * verification mark and rating, post date (PP) and time (HH:mm), the description's 97-character
 * preview, and the 'Buy Now!' and wishlist buttons.
 */
export function ListingCard({
  listing,
  onBuy,
  onWishlist,
  secondaryAction,
  coverPriority = false,
}: ListingCardProps) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const bookHref = paths.book.getHref(listing._id);
  // A sold book stays on wishlists so the buyer sees what went, but it cannot be bought; nor can
  // one held for another buyer's cash order (until that order ends).
  const buy = listing.sold || listing.reserved ? undefined : onBuy;
  const facts: Array<[term: string, value: string, className?: string]> = [
    [t('listing.originalPrice'), format.price(listing.original_price)],
    [t('listing.condition'), t(`listing.condition_${listing.condition}`), 'text-capitalize'],
    [t('listing.location'), t(`listing.location_${listing.location}`)],
    [t('listing.used'), listing.used],
    [t('listing.payment'), t(paymentMethodsKey(listing.payment_methods))],
  ];

  return (
    <Card as="article" aria-labelledby={titleId} className="h-100 listing-card">
      {/*
        The photo opens the book's page for a mouse or a finger; the title's link does it for the
        keyboard and screen readers, so each card is one tab stop and one link read out.
        Width and height fix the card's shape before the photo arrives: no jumping layout.
      */}
      <Link to={bookHref} tabIndex={-1} aria-hidden="true" className="listing-card__cover-link">
        <BookImage
          src={listing.book_img}
          alt={listing.book_title}
          lang={contentLanguage(listing.book_title)}
          width={400}
          height={600}
          sizes={LISTING_CARD_SIZES}
          priority={coverPriority}
          className="card-img-top listing-card__cover"
        />
      </Link>
      <Card.Body className="d-flex flex-column gap-2">
        <div>
          <Card.Title
            as="h2"
            id={titleId}
            className="h5 mb-0"
            lang={contentLanguage(listing.book_title)}
          >
            <Link to={bookHref} className="listing-card__title-link">
              {listing.book_title}
            </Link>
          </Card.Title>
          {listing.author && (
            <p className="listing-card__author small mb-0">
              {t('book.byAuthor', { author: listing.author })}
            </p>
          )}
        </div>
        <p className="listing-card__price mb-0">
          <span className="visually-hidden">{t('listing.resalePrice')} </span>
          <span>{format.price(listing.seller_price)}</span>{' '}
          {listing.sold && (
            <Badge bg="secondary" className="fs-6 align-middle">
              {t('labels.sold')}
            </Badge>
          )}
          {!listing.sold && listing.reserved && (
            <Badge bg="warning" text="dark" className="fs-6 align-middle">
              {t('labels.reserved')}
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
          <dt>{t('listing.seller')}</dt>
          <dd>
            <ListingSeller listing={listing} />
          </dd>
          <dt>{t('listing.posted')}</dt>
          <dd>
            <time dateTime={listing.post_date}>{format.date(listing.post_date)}</time>{' '}
            <time dateTime={listing.post_time}>{format.time(listing.post_time)}</time>
          </dd>
        </dl>
        <Card.Text
          className="small text-body-secondary"
          lang={contentLanguage(listing.description)}
        >
          {previewListingDescription(listing.description)}
        </Card.Text>
        <div className="d-flex gap-2 mt-auto">
          <Button
            className="flex-grow-1"
            disabled={!buy}
            onClick={buy && (() => buy(listing))}
            aria-describedby={titleId}
          >
            {t('labels.buyNow')}
          </Button>
          {secondaryAction ?? (
            <Button
              variant="outline-primary"
              disabled={!onWishlist}
              onClick={onWishlist && (() => onWishlist(listing))}
              aria-label={t('labels.addToWishlist')}
              aria-describedby={titleId}
              title={t('labels.addToWishlist')}
            >
              <HeartIcon />
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
