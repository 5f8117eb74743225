import { FORM_ERROR } from 'final-form';
import { useEffect } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { MINIMUM_PRICE } from '../../../shared/constants';
import { type Formatters } from '../../i18n/formatters';
import { useFormat, useT, type Translate } from '../../i18n/useT';
import { FormFailure } from '../forms/FormFailure';
import { TextField } from '../forms/TextField';

type AmountValues = { amount?: string };

export type OfferAmountFormProps = {
  /** The book's listed price: an offer or a counter must be lower. */
  listedPrice: number;
  /** A counter (the seller's) or an offer (the buyer's): their label and button differ. */
  kind: 'offer' | 'counter';
  /** Sends the amount; resolves with the server's refusal in words, or null when it took it. */
  onSubmit: (amount: number) => Promise<string | null>;
  onCancel: () => void;
};

const AMOUNT_ID = 'field-amount';
const PRICE_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/** The field's message, in the reader's language, as the server's checks would have it. */
function checkAmount(text: string | undefined, listedPrice: number, t: Translate, f: Formatters) {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return t('offers.amountRequired');
  if (!PRICE_TEXT.test(trimmed)) return t('offers.amountNotNumber');
  const amount = Number(trimmed);
  if (amount >= listedPrice) return t('offers.amountNotBelow', { price: f.price(listedPrice) });
  if (amount < MINIMUM_PRICE)
    return t('offers.amountBelowMinimum', { price: f.price(MINIMUM_PRICE) });
  return undefined;
}

/**
 * The price a buyer offers for a book, or a seller's counter (docs/product.md#offers): in Taka,
 * below the listed price and at least the smallest price a card can pay. Its messages show by
 * the field; the server's refusal under the form. Its own chunk (the form library) with the
 * first 'Make an offer' or 'Counter'.
 */
export function OfferAmountForm({ listedPrice, kind, onSubmit, onCancel }: OfferAmountFormProps) {
  const t = useT();
  const format = useFormat();
  // Opened by a button: the reader goes on with the price at once.
  useEffect(() => document.getElementById(AMOUNT_ID)?.focus(), []);
  const validate = ({ amount }: AmountValues) => {
    const error = checkAmount(amount, listedPrice, t, format);
    return error ? { amount: error } : {};
  };
  const submit = async ({ amount }: AmountValues) => {
    const refusal = await onSubmit(Number(amount));
    return refusal ? { [FORM_ERROR]: refusal } : undefined;
  };
  return (
    <Form<AmountValues> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-busy={submitting}
          className="offer-form border rounded p-3"
        >
          <TextField
            name="amount"
            label={t(kind === 'offer' ? 'offers.amountLabel' : 'offers.counterLabel')}
            inputMode="decimal"
          />
          <p className="small text-body-secondary mt-n2">
            {t('offers.priceHint', { price: format.price(listedPrice) })}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {t(kind === 'offer' ? 'offers.send' : 'offers.sendCounter')}
            </Button>
            <Button variant="outline-secondary" onClick={onCancel} disabled={submitting}>
              {t('labels.cancel')}
            </Button>
          </div>
          {submitError && <FormFailure message={submitError as string} />}
        </form>
      )}
    </Form>
  );
}
