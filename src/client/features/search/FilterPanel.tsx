import '../../styles/bootstrapFormCheck.scss';
import { CONDITIONS, LOCATIONS } from '../../../shared/constants';
import type { Category } from '../../../shared/schemas';
import type { SearchCriteria } from '../../../shared/searchQueryString';
import { useLanguage, useT } from '../../i18n/useT';
import { categoryDisplayName } from '../../components/listings/categoryDisplayName';
import { conditionKey, locationKey } from './criteriaLabels';
import { FilterSelect } from './FilterSelect';
import { PriceRange } from './PriceRange';

type FilterPanelProps = {
  criteria: SearchCriteria;
  categories: readonly Category[];
  onChange: (changes: SearchCriteria) => void;
};

/**
 * The filters (docs/product.md#search-page): category, price from/to, condition, location and
 * verified sellers only. A choice applies at once; the prices when they are complete (PriceRange).
 */
export function FilterPanel({ criteria, categories, onChange }: FilterPanelProps) {
  const t = useT();
  const language = useLanguage();
  const conditionOptions = CONDITIONS.map((value) => ({ value, label: t(conditionKey(value)) }));
  // The value stays English (the address, the API); the label is the chosen language's.
  const locationOptions = LOCATIONS.map((value) => ({ value, label: t(locationKey(value)) }));
  return (
    <div className="d-flex flex-column gap-3">
      <FilterSelect
        id="filter-category"
        label={t('search.category')}
        anyLabel={t('search.anyCategory')}
        options={categories.map((category) => ({
          value: category._id,
          label: categoryDisplayName(category, language),
        }))}
        value={criteria.category}
        onChange={(category) => onChange({ category })}
      />
      <PriceRange minPrice={criteria.minPrice} maxPrice={criteria.maxPrice} onApply={onChange} />
      <FilterSelect
        id="filter-condition"
        label={t('search.condition')}
        anyLabel={t('search.anyCondition')}
        options={conditionOptions}
        value={criteria.condition}
        onChange={(condition) => onChange({ condition })}
      />
      <FilterSelect
        id="filter-location"
        label={t('search.location')}
        anyLabel={t('search.anyLocation')}
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
          {t('search.verifiedOnly')}
        </label>
      </div>
    </div>
  );
}
