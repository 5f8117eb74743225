import type { Ref } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import type { SearchCriteria } from '../../../shared/searchQueryString';
import { useSearchListingsInfiniteQuery } from '../../api/searchApi';
import { ListingCard } from '../../components/listings/ListingCard';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { useCardActions } from '../../components/buying/useCardActions';
import { PagedListEnd } from '../../components/listings/PagedListEnd';

type SearchResultsProps = {
  criteria: SearchCriteria;
  hasFilters: boolean;
  /** The empty state's way out: the same words without the filters. */
  onDropFilters: () => void;
  /** The count, which the page focuses after removing filters so it is read out. */
  countRef: Ref<HTMLParagraphElement>;
};

/**
 * The books a search finds (docs/product.md#search-page): the count in a live region, the cards,
 * 'Show more books' while the server has a next page (a refused page starts the search afresh);
 * a spinner while a new search loads, an
 * empty state, a failure with 'Try again', or the server's refusal (a 400) in its own words.
 */
export function SearchResults({
  criteria,
  hasFilters,
  onDropFilters,
  countRef,
}: SearchResultsProps) {
  const t = useT();
  const { onBuy, onWishlist, orderModal } = useCardActions();
  const search = useSearchListingsInfiniteQuery(criteria);
  const { currentData, error, isError, refetch } = search;
  // currentData is this search's, never the previous search's while the new one loads.
  const listings = currentData?.pages.flatMap(({ items }) => items) ?? [];
  const first = currentData?.pages[0];

  let content;
  if (!currentData && isError)
    content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (!currentData) content = <LoadingSpinner label={t('search.loading')} />;
  else if (listings.length === 0) {
    content = (
      <div className="py-4">
        <p>{hasFilters ? t('search.noMatchWithFilters') : t('search.noMatch')}</p>
        {hasFilters && (
          <Button variant="outline-primary" onClick={onDropFilters}>
            {t('search.dropFilters')}
          </Button>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <Row as="ul" xs={1} sm={2} xl={3} className="g-4 list-unstyled">
          {listings.map((listing, index) => (
            <Col as="li" key={listing._id}>
              <ListingCard
                listing={listing}
                onBuy={onBuy}
                onWishlist={onWishlist}
                coverPriority={index === 0}
              />
            </Col>
          ))}
        </Row>
        <PagedListEnd query={search} />
      </>
    );
  }

  return (
    <>
      {/* Always there, so screen readers hear each new count as it changes. */}
      <p ref={countRef} role="status" tabIndex={-1} className="search-count fw-semibold mb-3">
        {first &&
          t(first.totalExact ? 'search.count' : 'search.countAtLeast', { total: first.total })}
      </p>
      {content}
      {orderModal}
    </>
  );
}
