import { Field } from 'react-final-form';
import { useT } from '../../i18n/useT';

/**
 * 'Fixed price' (docs/product.md#offers): ticked, buyers cannot make offers on the listing and
 * pay the listed price. Unticked at first: offers are welcome.
 */
export function FixedPriceField() {
  const t = useT();
  return (
    <Field<boolean> name="fixed_price" type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <div className="form-check mb-3">
          <input
            {...input}
            id="listing-fixed-price"
            className="form-check-input"
            aria-describedby="listing-fixed-price-hint"
          />
          <label htmlFor="listing-fixed-price" className="form-check-label">
            {t('selling.fixedPrice')}
          </label>
          <div id="listing-fixed-price-hint" className="form-text mt-0">
            {t('selling.fixedPriceHint')}
          </div>
        </div>
      )}
    </Field>
  );
}
