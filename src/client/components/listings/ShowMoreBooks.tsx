import { Button, Spinner } from 'react-bootstrap';
import { useT } from '../../i18n/useT';

type ShowMoreBooksProps = {
  /** Asks for the next page; the button waits (with a spinner) while it loads. */
  onShowMore: () => void;
  loading: boolean;
  /** The button's words for another kind of list ('Show more reviews'). */
  label?: string;
};

/** 'Show more books' under a paged list of book cards (the category, search and seller pages). */
export function ShowMoreBooks({ onShowMore, loading, label }: ShowMoreBooksProps) {
  const t = useT();
  return (
    <div className="text-center mt-4">
      <Button variant="outline-primary" onClick={onShowMore} disabled={loading}>
        {loading && <Spinner size="sm" aria-hidden="true" className="me-2" />}
        {label ?? t('labels.showMoreBooks')}
      </Button>
    </div>
  );
}
