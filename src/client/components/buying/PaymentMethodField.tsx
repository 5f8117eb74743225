import { Field } from 'react-final-form';
import { PAYMENT_METHODS } from '../../../shared/constants';
import { useT } from '../../i18n/useT';

const LABELS = {
  online: 'buying.payOnline',
  cash: 'buying.payCashAtMeetup',
} as const;

/**
 * How the buyer will pay, when the seller takes both (docs/product.md#order-form): online, or cash
 * when they meet, which holds the book for this buyer until the meet-up.
 */
export function PaymentMethodField() {
  const t = useT();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('buying.paymentMethod')}</legend>
      {PAYMENT_METHODS.map((method) => (
        <Field key={method} name="payment_method" type="radio" value={method}>
          {({ input }) => (
            <div className="form-check">
              <input {...input} id={`payment-method-${method}`} className="form-check-input" />
              <label htmlFor={`payment-method-${method}`} className="form-check-label">
                {t(LABELS[method])}
              </label>
            </div>
          )}
        </Field>
      ))}
    </fieldset>
  );
}
