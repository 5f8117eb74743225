import { type FormEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/constants';
import { searchCriteriaOf, searchQueryString, withWords } from '../../../shared/searchQueryString';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';

type SearchBoxProps = {
  /** The field's id: the header's box and the search page's own can be on one page. */
  id: string;
  /** The header's box is the site's search landmark; the search page's is not a second one. */
  landmark?: boolean;
  className?: string;
  /** Called once the search is sent (the phone menu closes). */
  onSearch?: () => void;
};

/**
 * The search box (docs/product.md#header): Enter or the button opens /search?q=…, and with
 * nothing typed /search, every available book. It searches when asked, never while typing
 * (docs/decisions/0028-search-page.md). On the search page it shows the words searched for, and
 * a new search there keeps the filters and the order.
 */
export function SearchBox({ id, landmark = false, className, onSearch }: SearchBoxProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current =
    pathname === paths.search.path ? searchCriteriaOf(new URLSearchParams(search)) : {};
  const words = current.q ?? '';
  const field = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = withWords(current, field.current?.value ?? '');
    void navigate(paths.search.getHref(searchQueryString(next)));
    onSearch?.();
  }

  return (
    // A new field whenever the address's words change (back, forward), so it shows them.
    <form
      key={words}
      role={landmark ? 'search' : undefined}
      className={className}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <div className="input-group">
        <input
          ref={field}
          id={id}
          name="q"
          type="search"
          className="form-control"
          defaultValue={words}
          placeholder={t('header.searchPlaceholder')}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          {t('header.searchSubmit')}
        </button>
      </div>
    </form>
  );
}
