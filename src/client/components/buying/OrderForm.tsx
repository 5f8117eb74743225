import { useMemo, useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { BUYING_TEXTS, LABELS, LISTING_TEXTS, TOASTS } from '../../../shared/messages';
import {
  type Listing,
  type OrderFormInput,
  OrderFormSchema,
  orderFormDefaults,
  toOrderPayload,
} from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useCreateOrderMutation } from '../../api/ordersApi';
import { FormFailure } from '../forms/FormFailure';
import { TextField } from '../forms/TextField';
import { zodValidator } from '../forms/zodValidator';
import type { Buyer } from './useBuyer';
import { notifySuccess } from '../notify';

const validate = zodValidator(OrderFormSchema);

type OrderFormProps = {
  listing: Listing;
  buyer: Buyer;
  onClose: () => void;
};

/**
 * The order form (docs/product.md#order-form) inside the modal: buyer and book pre-filled and
 * read-only, phone optional, meeting location required. A refusal (own book, sold, already ordered)
 * stays in the open form, so the buyer reads why.
 */
export function OrderForm({ listing, buyer, onClose }: OrderFormProps) {
  const [createOrder] = useCreateOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = useMemo(() => orderFormDefaults(buyer, listing), [buyer, listing]);

  async function submit(values: OrderFormInput) {
    setFailure(null);
    const result = await createOrder(toOrderPayload(OrderFormSchema.parse(values), listing));
    if (result.error || !result.data.acknowledged) {
      setFailure(apiErrorMessage(result.error, LISTING_TEXTS.actionFailed));
      return;
    }
    notifySuccess(TOASTS.orderSubmitted);
    onClose();
  }

  return (
    <Form<OrderFormInput> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={submitting}>
          <Modal.Body>
            <TextField name="name" label="Name" autoComplete="name" readOnly />
            <TextField name="email" label="Email" type="email" autoComplete="email" readOnly />
            <TextField name="bookTitle" label="Book title" readOnly />
            <TextField name="bookPrice" label="Price" readOnly />
            <TextField name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
            <TextField name="location" label="Meeting location" />
            <FormFailure message={failure} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {LABELS.cancel}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {BUYING_TEXTS.submitOrder}
            </Button>
          </Modal.Footer>
        </form>
      )}
    </Form>
  );
}
