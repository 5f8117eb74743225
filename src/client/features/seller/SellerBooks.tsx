import { Col, Row } from 'react-bootstrap';
import { useGetSellerBooksInfiniteQuery } from '../../api/sellerPageApi';
import { useCardActions } from '../../components/buying/useCardActions';
import { ListingCard } from '../../components/listings/ListingCard';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { PagedListEnd } from '../../components/listings/PagedListEnd';

/**
 * The seller's available books as cards, newest first, a page at a time, in the category page's
 * grid (one column on phones). 'Buy Now!' and the heart work as on the search page: signed out,
 * they ask to sign in first and come back here.
 */
export function SellerBooks({ sellerId }: { sellerId: string }) {
  const t = useT();
  const { onBuy, onWishlist, orderModal } = useCardActions();
  const books = useGetSellerBooksInfiniteQuery(sellerId);
  const { data, error, isLoading, isError, refetch } = books;
  const listings = data?.pages.flatMap(({ items }) => items) ?? [];

  let content;
  if (isLoading) content = <LoadingSpinner label={t('sellerPage.booksLoading')} />;
  else if (!data && isError) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (listings.length === 0)
    content = <p className="text-body-secondary">{t('sellerPage.noBooks')}</p>;
  else {
    content = (
      <>
        <Row as="ul" xs={1} sm={2} lg={3} xl={4} className="g-4 list-unstyled">
          {listings.map((listing) => (
            <Col as="li" key={listing._id}>
              <ListingCard listing={listing} onBuy={onBuy} onWishlist={onWishlist} />
            </Col>
          ))}
        </Row>
        <PagedListEnd query={books} />
      </>
    );
  }

  return (
    <section aria-labelledby="seller-books-heading" className="mb-5">
      <h2 id="seller-books-heading" className="section-title h3 mb-4">
        {t('sellerPage.booksHeading')}
      </h2>
      {content}
      {orderModal}
    </section>
  );
}
