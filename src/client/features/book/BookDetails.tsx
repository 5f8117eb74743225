import { Fragment, type ReactNode, useId } from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { BOOK_PAGE_TEXTS, LABELS } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { formatPrice } from '../../components/listings/formatPrice';
import { formatPostedDate, formatPostedTime } from '../../components/listings/postedAt';
import { VerificationMark } from '../../components/listings/VerificationMark';

type BookDetailsProps = {
  listing: Listing;
  /** 'Buy Now!' and the wishlist button, or what stands in for them. */
  actions: ReactNode;
};

/**
 * Everything a book card shows, larger, and the rest of the listing: the photo, title, author,
 * prices in TK, Sold, condition, location, use, category, seller and verification mark, posted
 * date and time, the whole description and the relevant information. One h1, then h2 sections,
 * so a screen reader can jump between them.
 */
export function BookDetails({ listing, actions }: BookDetailsProps) {
  const titleId = useId();
  const facts: Array<[term: string, value: ReactNode, className?: string]> = [
    ['Original price', formatPrice(listing.original_price)],
    ['Condition', listing.condition, 'text-capitalize'],
    ['Location', listing.location],
    ['Used', listing.used],
    [
      BOOK_PAGE_TEXTS.category,
      <Link key="category" to={paths.categoryListings.getHref(listing.category_id)}>
        {listing.category_name}
      </Link>,
    ],
    [
      'Seller',
      <>
        {listing.seller_name} <VerificationMark listing={listing} />
      </>,
    ],
    [
      'Posted',
      <>
        <time dateTime={listing.post_date}>{formatPostedDate(listing.post_date)}</time>{' '}
        <time dateTime={listing.post_time}>{formatPostedTime(listing.post_time)}</time>
      </>,
    ],
  ];

  return (
    <article aria-labelledby={titleId}>
      <Row className="g-4 g-lg-5">
        <Col md={5} lg={4}>
          {/* The page's largest paint: fetched at once (the server's page preloads it too). */}
          <img
            src={listing.book_img}
            alt={BOOK_PAGE_TEXTS.coverAlt(listing.book_title)}
            width={400}
            height={600}
            fetchPriority="high"
            className="book-page__cover"
          />
        </Col>
        <Col md={7} lg={8} className="d-flex flex-column gap-3">
          <header>
            <h1 id={titleId} className="h2 mb-1 text-break">
              {listing.book_title}
            </h1>
            {listing.author && (
              <p className="lead mb-0 book-page__author">
                {BOOK_PAGE_TEXTS.byAuthor(listing.author)}
              </p>
            )}
          </header>
          <p className="book-page__price mb-0">
            <span className="visually-hidden">Resale price </span>
            <span>{formatPrice(listing.seller_price)}</span>{' '}
            {listing.sold && (
              <span className="badge text-bg-secondary fs-6 align-middle">{LABELS.sold}</span>
            )}
          </p>
          {actions}
          <section aria-labelledby={`${titleId}-details`}>
            <h2 id={`${titleId}-details`} className="h5">
              {BOOK_PAGE_TEXTS.details}
            </h2>
            <dl className="book-page__facts mb-0">
              {facts.map(([term, value, className]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd className={className}>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
          <TextSection title={BOOK_PAGE_TEXTS.description} text={listing.description} />
          <TextSection
            title={BOOK_PAGE_TEXTS.relevantInformation}
            text={listing.relevantInformation}
          />
        </Col>
      </Row>
    </article>
  );
}

/** A heading and the seller's own words, line breaks kept. */
function TextSection({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      <p className="mb-0 book-page__text">{text}</p>
    </section>
  );
}
