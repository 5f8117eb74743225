import { Button, Spinner } from 'react-bootstrap';
import { useT } from '../../i18n/useT';

type ShowMoreBooksProps = {
  /** Asks for the next page; the button waits (with a spinner) while it loads. */
  onShowMore: () => void;
  loading: boolean;
};

/** 'Show more books' under a paged list of book cards (the category and search pages). */
export function ShowMoreBooks({ onShowMore, loading }: ShowMoreBooksProps) {
  const t = useT();
  return (
    <div className="text-center mt-4">
      <Button variant="outline-primary" onClick={onShowMore} disabled={loading}>
        {loading && <Spinner size="sm" aria-hidden="true" className="me-2" />}
        {t('labels.showMoreBooks')}
      </Button>
    </div>
  );
}
