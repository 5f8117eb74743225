import './bookPage.css';
import { Button, Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { useGetListingQuery } from '../../api/bookApi';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { SafetyTips } from '../../components/SafetyTips';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { BookActions } from './BookActions';
import { BookDetails } from './BookDetails';
import { bookNotFound, isMissingBook } from './bookNotFound';
import { ReportBookButton } from './ReportBookButton';

/**
 * /book/{id} (docs/product.md#book-page): one book for everyone, sold or not, from
 * GET /listings/{id}. An unknown, deleted or malformed id is the app's 404 screen; the title is
 * the book's. The server sent this page with the same title and the link preview's tags. A book
 * for sale shows the safety tips under its buttons.
 */
export function BookPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data: listing, error, isLoading, isFetching, refetch } = useGetListingQuery(id);
  usePageTitle(listing?.book_title ?? t('pages.book'));

  // The route's error boundary shows the 404 screen, inside the header and footer.
  if (isMissingBook(error)) throw bookNotFound();

  let content;
  if (isLoading) content = <LoadingSpinner label={t('book.loading')} />;
  else if (!listing)
    content = (
      <div role="alert" className="book-page__failure d-flex flex-wrap align-items-center gap-3">
        <span>{t('book.loadFailed')}</span>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          {t('listing.retry')}
        </Button>
      </div>
    );
  else {
    const actions = (
      <>
        <BookActions listing={listing} />
        {/* Before anyone meets over it; a sold book has nobody left to meet. */}
        {!listing.sold && <SafetyTips />}
        <ReportBookButton listing={listing} />
      </>
    );
    content = <BookDetails listing={listing} actions={actions} />;
  }

  return <Container className="py-4 py-lg-5 book-page">{content}</Container>;
}
