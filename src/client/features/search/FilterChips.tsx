import { CONDITIONS, LOCATIONS } from '../../../shared/constants';
import type { Category } from '../../../shared/schemas';
import type { SearchCriteria } from '../../../shared/searchQueryString';
import { type Translate, useFormat, useLanguage, useT } from '../../i18n/useT';
import type { Language } from '../../../shared/languages';
import { categoryDisplayName } from '../../components/listings/categoryDisplayName';
import type { Formatters } from '../../i18n/formatters';
import { conditionKey, locationKey } from './criteriaLabels';
import { FILTER_KEYS } from './useSearchCriteria';

type FilterKey = (typeof FILTER_KEYS)[number];

type FilterChipsProps = {
  criteria: SearchCriteria;
  categories: readonly Category[];
  /** Removes one filter (`{ [key]: undefined }`). */
  onRemove: (changes: SearchCriteria) => void;
  onClearAll: () => void;
};

const isCondition = (value: string): value is (typeof CONDITIONS)[number] =>
  (CONDITIONS as readonly string[]).includes(value);
const isLocation = (value: string): value is (typeof LOCATIONS)[number] =>
  (LOCATIONS as readonly string[]).includes(value);

/** What each active filter's chip says, in the chosen language; a value typed into the address as it is. */
function chipLabel(
  key: FilterKey,
  value: string,
  categories: readonly Category[],
  t: Translate,
  { price }: Formatters,
  language: Language,
): string {
  // A price as the cards show it, or as it was typed into the address when it is no number.
  const shownPrice = Number.isFinite(Number(value)) ? price(Number(value)) : value;
  switch (key) {
    case 'category': {
      const category = categories.find(({ _id }) => _id === value);
      return t('search.chipCategory', {
        name: category ? categoryDisplayName(category, language) : value,
      });
    }
    case 'minPrice':
      return t('search.chipMinPrice', { price: shownPrice });
    case 'maxPrice':
      return t('search.chipMaxPrice', { price: shownPrice });
    case 'condition':
      return t('search.chipCondition', {
        condition: isCondition(value) ? t(conditionKey(value)) : value,
      });
    case 'location':
      return t('search.chipLocation', {
        location: isLocation(value) ? t(locationKey(value)) : value,
      });
    case 'verified':
      return t('search.chipVerified');
  }
}

/**
 * The active filters as chips; a chip removes its filter when clicked, 'Clear all' removes them
 * all (the words and the order stay). Nothing shows without a filter.
 */
export function FilterChips({ criteria, categories, onRemove, onClearAll }: FilterChipsProps) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const active = FILTER_KEYS.flatMap((key) => {
    const value = criteria[key];
    return value === undefined
      ? []
      : [{ key, label: chipLabel(key, value, categories, t, format, language) }];
  });
  if (active.length === 0) return null;

  return (
    <div
      role="group"
      aria-label={t('search.activeFilters')}
      className="d-flex flex-wrap align-items-center gap-2 mb-3"
    >
      {active.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          className="btn btn-sm btn-outline-primary rounded-pill"
          aria-label={t('search.removeFilter', { chip: label })}
          onClick={() => onRemove({ [key]: undefined })}
        >
          {label}
          <span aria-hidden="true" className="ms-2">
            ×
          </span>
        </button>
      ))}
      <button type="button" className="btn btn-sm btn-link" onClick={onClearAll}>
        {t('search.clearAll')}
      </button>
    </div>
  );
}
