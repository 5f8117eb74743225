import '../../styles/bootstrapModal.scss';
import { FORM_ERROR } from 'final-form';
import { useId, useMemo, useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import type { BalanceDue, PayoutFormInput } from '../../../shared/schemas';
import { apiErrorMessage, errorAnswerOf } from '../../api/apiErrorMessage';
import { useRecordPayoutMutation } from '../../api/balancesApi';
import type { loadSchemas } from '../../api/lazySchemas';
import { FormFailure } from '../../components/forms/FormFailure';
import { TextField } from '../../components/forms/TextField';
import { zodValidator } from '../../components/forms/zodValidator';
import { notifySuccess } from '../../components/notify';
import { useFormat, useT } from '../../i18n/useT';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/** The server's refusals that are about one field, shown under it (by their stable code). */
const FIELD_OF_CODE: Record<string, keyof PayoutFormInput> = {
  payoutOverBalance: 'amount',
  payoutAmountFormat: 'amount',
  payoutReferenceRequired: 'note',
  reportNoteTooLong: 'note',
};

type PayoutDialogProps = {
  seller: BalanceDue | null;
  /** The shared schemas, fetched as the page opened; the button waits for them. */
  schemas: Schemas;
  onClose: () => void;
};

/**
 * 'Record a payout' (POST /admin/payouts): money the admin paid a seller outside the product
 * (bKash, bank), at most their balance, with its reference. The list refreshes after it.
 */
export function PayoutDialog({ seller, schemas, onClose }: PayoutDialogProps) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const [recordPayout] = useRecordPayoutMutation();
  // The words stay while the dialog fades out, after `seller` went back to null.
  const [shown, setShown] = useState(seller);
  if (seller && seller !== shown) setShown(seller);
  const validate = useMemo(
    () => zodValidator(schemas.payoutFormSchema(shown?.balance ?? 0)),
    [schemas, shown],
  );

  async function submit(values: PayoutFormInput) {
    if (!shown) return undefined;
    const form = schemas.payoutFormSchema(shown.balance).parse(values);
    const result = await recordPayout(schemas.toPayoutPayload(shown.seller_id, form));
    if (result.error) {
      const answer = errorAnswerOf(result.error);
      const field = answer?.code && FIELD_OF_CODE[answer.code];
      return field && answer
        ? { [field]: answer.message }
        : { [FORM_ERROR]: apiErrorMessage(result.error) };
    }
    notifySuccess(
      t('money.payoutRecorded', { taka: format.price(Number(form.amount)), name: shown.name }),
    );
    onClose();
    return undefined;
  }

  return (
    <Modal show={seller !== null} onHide={onClose} centered aria-labelledby={titleId}>
      {shown && (
        <Form<PayoutFormInput> key={shown.seller_id} onSubmit={submit} validate={validate}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={submitting}>
              <Modal.Header closeButton={!submitting} closeLabel={t('labels.close')}>
                <Modal.Title id={titleId} as="h2" className="h5">
                  {t('money.recordPayoutTo', { name: shown.name })}
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>
                <p>{t('money.owedNow', { name: shown.name, taka: format.price(shown.balance) })}</p>
                <TextField name="amount" label={t('money.payoutAmount')} inputMode="decimal" />
                <TextField name="note" label={t('money.payoutReference')} />
                <p className="small text-body-secondary mt-n2 mb-0">
                  {t('money.payoutReferenceHint', { name: shown.name })}
                </p>
                {typeof submitError === 'string' && <FormFailure message={submitError} />}
              </Modal.Body>
              <Modal.Footer>
                <Button variant="secondary" onClick={onClose} disabled={submitting}>
                  {t('money.cancel')}
                </Button>
                <Button type="submit" disabled={submitting}>
                  {submitting && <Spinner size="sm" aria-hidden="true" className="me-1" />}
                  {t('money.confirmPayout')}
                </Button>
              </Modal.Footer>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
}
