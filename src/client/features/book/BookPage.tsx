import './bookPage.css';
import { Button, Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { BOOK_PAGE_TEXTS, LISTING_TEXTS, PAGE_NAMES } from '../../../shared/messages';
import { useGetListingQuery } from '../../api/bookApi';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { BookActions } from './BookActions';
import { BookDetails } from './BookDetails';
import { bookNotFound, isMissingBook } from './bookNotFound';

/**
 * /book/{id} (docs/product.md#book-page): one book for everyone, sold or not, from
 * GET /listings/{id}. An unknown, deleted or malformed id is the app's 404 screen; the title is
 * the book's. The server sent this page with the same title and the link preview's tags.
 */
export function BookPage() {
  const { id = '' } = useParams();
  const { data: listing, error, isLoading, isFetching, refetch } = useGetListingQuery(id);
  usePageTitle(listing?.book_title ?? PAGE_NAMES.book);

  // The route's error boundary shows the 404 screen, inside the header and footer.
  if (isMissingBook(error)) throw bookNotFound();

  let content;
  if (isLoading) content = <LoadingSpinner label={BOOK_PAGE_TEXTS.loading} />;
  else if (!listing)
    content = (
      <div role="alert" className="book-page__failure d-flex flex-wrap align-items-center gap-3">
        <span>{BOOK_PAGE_TEXTS.loadFailed}</span>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          {LISTING_TEXTS.retry}
        </Button>
      </div>
    );
  else content = <BookDetails listing={listing} actions={<BookActions listing={listing} />} />;

  return <Container className="py-4 py-lg-5 book-page">{content}</Container>;
}
