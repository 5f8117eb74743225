import { Button } from 'react-bootstrap';
import { apiErrorMessage, isClientError } from '../../api/apiErrorMessage';
import { useT } from '../../i18n/useT';
import { Alert } from '../Alert';
import { ShowMoreBooks } from './ShowMoreBooks';

/** The paging state of an RTK Query infinite query, as the end of its list shows it. */
type Paging = {
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

type PagedListEndProps = {
  query: Paging;
  /** The button's words ('Show more books' by default). */
  showMoreLabel?: string;
};

/**
 * Under a paged list (search results, a seller's books and reviews, the inbox): 'Show more …'
 * while the server has a next page; a failed page says so and offers to try again (a refused one,
 * whose cursor no longer fits, loads the list afresh).
 */
export function PagedListEnd({ query, showMoreLabel }: PagedListEndProps) {
  const t = useT();
  const { error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    query;
  if (isFetchNextPageError) {
    return (
      <Alert variant="danger" className="mt-4 d-flex flex-wrap align-items-center gap-3">
        <span>{apiErrorMessage(error, t('listing.loadFailed'))}</span>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => void (isClientError(error) ? refetch() : fetchNextPage())}
        >
          {t('listing.retry')}
        </Button>
      </Alert>
    );
  }
  if (!hasNextPage) return null;
  return (
    <ShowMoreBooks
      onShowMore={() => void fetchNextPage()}
      loading={isFetchingNextPage}
      label={showMoreLabel}
    />
  );
}
