import { Fragment, type ReactNode, useId } from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Listing } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { useCategoryName } from '../../components/listings/categoryDisplayName';
import { ListingSeller } from '../../components/listings/ListingSeller';
import { paymentMethodsKey } from '../../components/listings/paymentMethodsKey';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { BOOK_PAGE_COVER_SIZES } from '../../../shared/imageVariants';
import { BookImage } from '../../components/BookImage';

type BookDetailsProps = {
  listing: Listing;
  /** 'Buy Now!' and the wishlist button, or what stands in for them. */
  actions: ReactNode;
};

/**
 * Everything a book card shows, larger, and the rest of the listing: the photo, title, author,
 * prices in TK, Sold, condition, location, use, category, seller (a link to their page) with the
 * verification mark and rating, posted date and time, the whole description and the relevant
 * information. One h1, then h2 sections, so a screen reader can jump between them.
 */
export function BookDetails({ listing, actions }: BookDetailsProps) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const categoryName = useCategoryName(listing);
  const facts: Array<[term: string, value: ReactNode, className?: string]> = [
    [t('book.originalPrice'), format.price(listing.original_price)],
    // As the cards write them (listing.*): the API's lowercase condition, capitalised by CSS.
    [t('book.condition'), t(`listing.condition_${listing.condition}`), 'text-capitalize'],
    [t('book.location'), t(`listing.location_${listing.location}`)],
    [t('listing.payment'), t(paymentMethodsKey(listing.payment_methods))],
    [t('book.used'), <span lang={contentLanguage(listing.used)}>{listing.used}</span>],
    [
      t('book.category'),
      <Link key="category" to={paths.categoryListings.getHref(listing.category_id)}>
        {categoryName}
      </Link>,
    ],
    [t('book.seller'), <ListingSeller key="seller" listing={listing} />],
    [
      t('book.posted'),
      <>
        <time dateTime={listing.post_date}>{format.date(listing.post_date)}</time>{' '}
        <time dateTime={listing.post_time}>{format.time(listing.post_time)}</time>
      </>,
    ],
  ];

  return (
    <article aria-labelledby={titleId}>
      <Row className="g-4 g-lg-5">
        <Col md={5} lg={4}>
          {/* The page's largest paint: fetched at once (the server's page preloads it too). */}
          <BookImage
            src={listing.book_img}
            alt={t('book.coverAlt', { title: listing.book_title })}
            width={400}
            height={600}
            sizes={BOOK_PAGE_COVER_SIZES}
            priority
            className="book-page__cover"
          />
        </Col>
        <Col md={7} lg={8} className="d-flex flex-column gap-3">
          <header>
            <h1
              id={titleId}
              className="h2 mb-1 text-break"
              lang={contentLanguage(listing.book_title)}
            >
              {listing.book_title}
            </h1>
            {listing.author && (
              <p className="lead mb-0 book-page__author">
                {t('book.byAuthor', { author: listing.author })}
              </p>
            )}
          </header>
          <p className="book-page__price mb-0">
            <span className="visually-hidden">{t('book.resalePrice')} </span>
            <span>{format.price(listing.seller_price)}</span>{' '}
            {listing.sold && (
              <span className="badge text-bg-secondary fs-6 align-middle">{t('labels.sold')}</span>
            )}
            {!listing.sold && listing.reserved && (
              <span className="badge text-bg-warning fs-6 align-middle">
                {t('labels.reserved')}
              </span>
            )}
            {!listing.sold && listing.fixed_price && (
              <span className="badge text-bg-light border fs-6 align-middle">
                {t('offers.fixedPrice')}
              </span>
            )}
          </p>
          {actions}
          <section aria-labelledby={`${titleId}-details`}>
            <h2 id={`${titleId}-details`} className="h5">
              {t('book.details')}
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
          <TextSection title={t('book.description')} text={listing.description} />
          <TextSection title={t('book.relevantInformation')} text={listing.relevantInformation} />
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
      <p className="mb-0 book-page__text" lang={contentLanguage(text)}>
        {text}
      </p>
    </section>
  );
}
