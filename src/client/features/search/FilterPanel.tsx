import { CONDITIONS, LOCATIONS } from '../../../shared/constants';
import { SEARCH_TEXTS } from '../../../shared/messages';
import type { Category } from '../../../shared/schemas';
import type { SearchCriteria } from '../../../shared/searchQueryString';
import { FilterSelect } from './FilterSelect';
import { PriceRange } from './PriceRange';

type FilterPanelProps = {
  criteria: SearchCriteria;
  categories: readonly Category[];
  onChange: (changes: SearchCriteria) => void;
};

const conditionOptions = CONDITIONS.map((value) => ({
  value,
  label: SEARCH_TEXTS.conditions[value],
}));
const locationOptions = LOCATIONS.map((value) => ({ value, label: value }));

/**
 * The filters (docs/product.md#search-page): category, price from/to, condition, location and
 * verified sellers only. A choice applies at once; the prices when they are complete (PriceRange).
 */
export function FilterPanel({ criteria, categories, onChange }: FilterPanelProps) {
  return (
    <div className="d-flex flex-column gap-3">
      <FilterSelect
        id="filter-category"
        label={SEARCH_TEXTS.category}
        anyLabel={SEARCH_TEXTS.anyCategory}
        options={categories.map(({ _id, category_name }) => ({ value: _id, label: category_name }))}
        value={criteria.category}
        onChange={(category) => onChange({ category })}
      />
      <PriceRange minPrice={criteria.minPrice} maxPrice={criteria.maxPrice} onApply={onChange} />
      <FilterSelect
        id="filter-condition"
        label={SEARCH_TEXTS.condition}
        anyLabel={SEARCH_TEXTS.anyCondition}
        options={conditionOptions}
        value={criteria.condition}
        onChange={(condition) => onChange({ condition })}
      />
      <FilterSelect
        id="filter-location"
        label={SEARCH_TEXTS.location}
        anyLabel={SEARCH_TEXTS.anyLocation}
        options={locationOptions}
        value={criteria.location}
        onChange={(location) => onChange({ location })}
      />
      <div className="form-check">
        <input
          id="filter-verified"
          type="checkbox"
          className="form-check-input"
          checked={criteria.verified === 'true'}
          onChange={(event) => onChange({ verified: event.target.checked ? 'true' : undefined })}
        />
        <label htmlFor="filter-verified" className="form-check-label">
          {SEARCH_TEXTS.verifiedOnly}
        </label>
      </div>
    </div>
  );
}
