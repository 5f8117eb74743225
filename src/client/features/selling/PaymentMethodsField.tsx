import { Field, useField } from 'react-final-form';
import { PAYMENT_METHODS } from '../../../shared/constants';
import { useT } from '../../i18n/useT';

const LABELS = {
  online: 'selling.acceptOnline',
  cash: 'selling.acceptCash',
} as const;

/**
 * How the seller accepts payment (docs/product.md#add-product): online, cash when they meet the
 * buyer, or both (both at first). The shared schema's message shows when neither is ticked.
 */
export function PaymentMethodsField() {
  const t = useT();
  const { meta } = useField<string[]>('payment_methods', {
    subscription: { error: true, touched: true, submitFailed: true },
  });
  const error =
    (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'payment-methods-error' : undefined}>
      <legend className="form-label fs-6">{t('selling.paymentMethods')}</legend>
      {PAYMENT_METHODS.map((method) => (
        <Field key={method} name="payment_methods" type="checkbox" value={method}>
          {({ input }) => (
            <div className="form-check form-check-inline">
              <input {...input} id={`accepts-${method}`} className="form-check-input" />
              <label htmlFor={`accepts-${method}`} className="form-check-label">
                {t(LABELS[method])}
              </label>
            </div>
          )}
        </Field>
      ))}
      {error && (
        <div id="payment-methods-error" className="text-danger small">
          {error}
        </div>
      )}
    </fieldset>
  );
}
