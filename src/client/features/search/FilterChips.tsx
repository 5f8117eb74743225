import { CONDITIONS } from '../../../shared/constants';
import { SEARCH_TEXTS } from '../../../shared/messages';
import type { Category } from '../../../shared/schemas';
import type { SearchCriteria } from '../../../shared/searchQueryString';
import { formatPrice } from '../../components/listings/formatPrice';
import { FILTER_KEYS } from './useSearchCriteria';

type FilterKey = (typeof FILTER_KEYS)[number];

type FilterChipsProps = {
  criteria: SearchCriteria;
  categories: readonly Category[];
  /** Removes one filter (`{ [key]: undefined }`). */
  onRemove: (changes: SearchCriteria) => void;
  onClearAll: () => void;
};

/** A price as the cards show it, or as it was typed into the address when it is no number. */
const shownPrice = (price: string) =>
  Number.isFinite(Number(price)) ? formatPrice(Number(price)) : price;

const isCondition = (value: string): value is (typeof CONDITIONS)[number] =>
  (CONDITIONS as readonly string[]).includes(value);

/** What each active filter's chip says. */
function chipLabel(key: FilterKey, value: string, categories: readonly Category[]): string {
  switch (key) {
    case 'category':
      return SEARCH_TEXTS.chipCategory(
        categories.find(({ _id }) => _id === value)?.category_name ?? value,
      );
    case 'minPrice':
      return SEARCH_TEXTS.chipMinPrice(shownPrice(value));
    case 'maxPrice':
      return SEARCH_TEXTS.chipMaxPrice(shownPrice(value));
    case 'condition':
      return SEARCH_TEXTS.chipCondition(
        isCondition(value) ? SEARCH_TEXTS.conditions[value] : value,
      );
    case 'location':
      return SEARCH_TEXTS.chipLocation(value);
    case 'verified':
      return SEARCH_TEXTS.chipVerified;
  }
}

/**
 * The active filters as chips; a chip removes its filter when clicked, 'Clear all' removes them
 * all (the words and the order stay). Nothing shows without a filter.
 */
export function FilterChips({ criteria, categories, onRemove, onClearAll }: FilterChipsProps) {
  const active = FILTER_KEYS.flatMap((key) => {
    const value = criteria[key];
    return value === undefined ? [] : [{ key, label: chipLabel(key, value, categories) }];
  });
  if (active.length === 0) return null;

  return (
    <div
      role="group"
      aria-label={SEARCH_TEXTS.activeFilters}
      className="d-flex flex-wrap align-items-center gap-2 mb-3"
    >
      {active.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          className="btn btn-sm btn-outline-primary rounded-pill"
          aria-label={SEARCH_TEXTS.removeFilter(label)}
          onClick={() => onRemove({ [key]: undefined })}
        >
          {label}
          <span aria-hidden="true" className="ms-2">
            ×
          </span>
        </button>
      ))}
      <button type="button" className="btn btn-sm btn-link" onClick={onClearAll}>
        {SEARCH_TEXTS.clearAll}
      </button>
    </div>
  );
}
