import './sellerPage.css';
import { Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import {
  useGetSellerBooksInfiniteQuery,
  useGetSellerProfileQuery,
  useGetSellerReviewsInfiniteQuery,
} from '../../api/sellerPageApi';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { SellerBooks } from './SellerBooks';
import { SellerHeader } from './SellerHeader';
import { SellerReviews } from './SellerReviews';
import { isMissingSeller, sellerNotFound } from './sellerNotFound';

/** Subscribes without re-rendering the page: the sections read the answers themselves. */
const NOTHING = { selectFromResult: () => ({}) };
const BOOKS_LOADING = {
  selectFromResult: ({ isLoading }: { isLoading: boolean }) => ({ booksLoading: isLoading }),
};

/**
 * /seller/{id} (docs/product.md#seller-page): a seller's public page, for everyone: who they
 * are, their available books and their reviews. An unknown id is the app's 404 screen; the title
 * is the seller's name.
 */
export function SellerPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data: seller, error, isLoading, refetch } = useGetSellerProfileQuery(id);
  // The three calls go out together; the lists show once the profile says the seller exists.
  const { booksLoading } = useGetSellerBooksInfiniteQuery(id, BOOKS_LOADING);
  useGetSellerReviewsInfiniteQuery(id, NOTHING);
  usePageTitle(seller?.name ?? t('sellerPage.pageTitle'));

  // The route's error boundary shows the 404 screen, inside the header and footer.
  if (isMissingSeller(error)) throw sellerNotFound();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('sellerPage.loading')} />;
  else if (!seller) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    content = (
      <>
        <SellerHeader seller={seller} />
        <SellerBooks sellerId={id} />
        {/* Below the books once they are in: shown sooner, the cards arriving above pushed the
            reviews down by a screen or more while someone was reading them (a layout shift of
            0.197 on a phone, Lighthouse). */}
        {!booksLoading && <SellerReviews sellerId={id} />}
      </>
    );
  }
  return <Container className="py-4 py-lg-5 seller-page">{content}</Container>;
}
