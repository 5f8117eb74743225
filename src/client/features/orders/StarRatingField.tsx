import './starRatingField.css';
import '../../styles/bootstrapForms.scss';
import { Field } from 'react-final-form';
import { RATING_MAX, RATING_MIN } from '../../../shared/constants';
import { visibleError } from '../../components/forms/visibleError';
import { useT } from '../../i18n/useT';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
const ERROR_ID = 'field-rating-error';

/**
 * The review's stars (docs/product.md#my-orders): a group of native radio buttons under a
 * legend, so the arrow keys move between them and a screen reader reads '4 stars, 4 of 5'. The
 * inputs are hidden under their labels, which draw the stars (styles.css, `.star-rating`); the
 * focused one gets an outline. The chosen star and those before it are filled.
 */
export function StarRatingField() {
  const t = useT();
  return (
    <Field<number> name="rating">
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <fieldset className="mb-3" aria-describedby={error ? ERROR_ID : undefined}>
            <legend className="form-label fs-6 mb-1">{t('orders.starsLegend')}</legend>
            <div className="star-rating">
              {STARS.map((stars) => {
                const id = `field-rating-${stars}`;
                const filled = typeof input.value === 'number' && stars <= input.value;
                return (
                  <span key={stars}>
                    <input
                      type="radio"
                      id={id}
                      name={input.name}
                      value={stars}
                      checked={input.value === stars}
                      onChange={() => input.onChange(stars)}
                      onFocus={input.onFocus}
                      onBlur={input.onBlur}
                      className="star-rating__input"
                      aria-invalid={!!error}
                    />
                    <label
                      htmlFor={id}
                      className={`star-rating__star${filled ? ' star-rating__star--on' : ''}`}
                    >
                      <span className="visually-hidden">{t('orders.starOption', { stars })}</span>
                    </label>
                  </span>
                );
              })}
            </div>
            {error && (
              <div id={ERROR_ID} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </fieldset>
        );
      }}
    </Field>
  );
}
