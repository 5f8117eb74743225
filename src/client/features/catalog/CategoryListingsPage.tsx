import { Button, Col, Container, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { searchQueryString } from '../../../shared/searchQueryString';
import { apiErrorMessage, isClientError } from '../../api/apiErrorMessage';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { useGetCategoryListingsInfiniteQuery } from '../../api/listingsApi';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { categoryDisplayName } from '../../components/listings/categoryDisplayName';
import { selectLanguage } from '../../i18n/languageSlice';
import { useT } from '../../i18n/useT';
import { ListingCard } from '../../components/listings/ListingCard';
import { useAddToWishlist } from '../../components/buying/useAddToWishlist';
import { useBuyListing } from '../../components/buying/useBuyListing';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { ShowMoreBooks } from '../../components/listings/ShowMoreBooks';
import { Alert } from '../../components/Alert';

// The route's loader, in the page's chunk (routes.tsx).
export { categoryListingsLoader } from './categoryListingsLoader';

/** The category's name once the (cached) categories know it. */
function useCategoryName(categoryId: string): string | undefined {
  const { data: categories } = useGetCategoriesQuery();
  const language = useAppSelector(selectLanguage);
  const category = categories?.find(({ _id }) => _id === categoryId);
  return category && categoryDisplayName(category, language);
}

/**
 * /categorybooks/{id} (docs/product.md#category-page): the category's available books as cards,
 * newest first, a page at a time, each with 'Buy Now!' and the wishlist heart. Signed-in users only
 * (the route's guard).
 */
export function CategoryListingsPage() {
  const t = useT();
  usePageTitle(t('pages.products'));
  const { id = '' } = useParams();
  const categoryName = useCategoryName(id);
  const { buy, orderModal } = useBuyListing();
  const addToWishlist = useAddToWishlist();
  const {
    data,
    error,
    isLoading,
    isError,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetCategoryListingsInfiniteQuery(id);
  const listings = data?.pages.flat() ?? [];

  let content;
  if (isLoading) content = <LoadingSpinner label={t('catalog.loading')} />;
  else if (!data && isError) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (listings.length === 0)
    content = <p className="text-body-secondary">{t('listing.noCategoryBooks')}</p>;
  else {
    content = (
      <>
        <Row as="ul" xs={1} sm={2} lg={3} xl={4} className="g-4 list-unstyled">
          {listings.map((listing, index) => (
            <Col as="li" key={listing._id}>
              <ListingCard
                listing={listing}
                coverPriority={index === 0}
                onBuy={buy}
                onWishlist={(wished) => void addToWishlist(wished)}
              />
            </Col>
          ))}
        </Row>
        {isFetchNextPageError && (
          <Alert variant="danger" className="mt-4 d-flex flex-wrap align-items-center gap-3">
            <span>{apiErrorMessage(error, t('listing.loadFailed'))}</span>
            {/* A refused page (its starting book was deleted meanwhile): load the list afresh. */}
            {isClientError(error) && (
              <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
                {t('listing.retry')}
              </Button>
            )}
          </Alert>
        )}
        {hasNextPage && (
          <ShowMoreBooks onShowMore={() => void fetchNextPage()} loading={isFetchingNextPage} />
        )}
      </>
    );
  }

  return (
    <Container className="py-5">
      <h1 className="section-title">{categoryName ?? t('catalog.books')}</h1>
      {categoryName && (
        <p className="mb-4">
          <Link to={paths.search.getHref(searchQueryString({ category: id }))}>
            {t('catalog.searchInCategory', { category: categoryName })}
          </Link>
        </p>
      )}
      {content}
      {orderModal}
    </Container>
  );
}
