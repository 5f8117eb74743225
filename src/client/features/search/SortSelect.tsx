import '../../styles/bootstrapForms.scss';
import { SEARCH_SORTS, type SearchSort } from '../../../shared/constants';
import type { SearchCriteria } from '../../../shared/searchQueryString';
import { useT } from '../../i18n/useT';
import { sortKey } from './criteriaLabels';

type SortSelectProps = {
  criteria: SearchCriteria;
  onChange: (changes: SearchCriteria) => void;
};

/** The order the server uses when none is asked for: best match with words, else newest. */
const defaultSort = (words: string | undefined): SearchSort => (words ? 'relevance' : 'newest');

/**
 * The order of the results. 'Best match' is offered only with words, as nothing else is there to
 * rank by. The default order stays out of the address, so one search keeps one address.
 */
export function SortSelect({ criteria, onChange }: SortSelectProps) {
  const t = useT();
  const fallback = defaultSort(criteria.q);
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'relevance' || criteria.q);

  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor="search-sort" className="text-nowrap">
        {t('search.sort')}
      </label>
      <select
        id="search-sort"
        className="form-select"
        value={criteria.sort ?? fallback}
        onChange={(event) =>
          onChange({ sort: event.target.value === fallback ? undefined : event.target.value })
        }
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortKey(sort))}
          </option>
        ))}
      </select>
    </div>
  );
}
