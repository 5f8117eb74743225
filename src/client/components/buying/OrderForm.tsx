import '../../styles/bootstrapModal.scss';
import { useMemo, useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  type Listing,
  type OrderFormInput,
  OrderFormSchema,
  orderFormDefaults,
  toOrderPayload,
} from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useCreateOrderMutation } from '../../api/ordersApi';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectLanguage } from '../../i18n/languageSlice';
import { useFormat, useT } from '../../i18n/useT';
import { FormFailure } from '../forms/FormFailure';
import { TextField } from '../forms/TextField';
import { zodValidator } from '../forms/zodValidator';
import type { Buyer } from './useBuyer';
import { notifySuccess } from '../notify';
import { PaymentMethodField } from './PaymentMethodField';

const validate = zodValidator(OrderFormSchema);

type OrderFormProps = {
  listing: Listing;
  buyer: Buyer;
  onClose: () => void;
};

/**
 * The order form (docs/product.md#order-form) inside the modal: buyer and book pre-filled and
 * read-only, phone optional, meeting location required. A refusal (own book, sold, already ordered)
 * stays in the open form, so the buyer reads why. The success toast offers 'Pay now'.
 */
export function OrderForm({ listing, buyer, onClose }: OrderFormProps) {
  const [createOrder] = useCreateOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const { price } = useFormat();
  const language = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  const initialValues = useMemo(() => {
    const defaults = orderFormDefaults(buyer, listing);
    // The read-only price is only shown (the order takes the book's own): plain '250' in
    // English, '৳২৫০' in Bangla.
    return language === 'en' ? defaults : { ...defaults, bookPrice: price(listing.seller_price) };
  }, [buyer, listing, language, price]);

  async function submit(values: OrderFormInput) {
    setFailure(null);
    const result = await createOrder(toOrderPayload(OrderFormSchema.parse(values), listing));
    if (result.error || !result.data.acknowledged) {
      setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
      return;
    }
    // The kept text; an online order also gets a way to the payment page at once rather than
    // through the dashboard, a cash order says the book is held until the meet-up.
    const orderId = result.data.insertedId;
    if (values.payment_method === 'cash') notifySuccess(t('toasts.cashOrderPlaced'));
    else
      notifySuccess(t('toasts.orderSubmitted'), {
        label: t('toasts.payNow'),
        onClick: () => void navigate(paths.payment.getHref(orderId)),
      });
    onClose();
  }

  return (
    <Form<OrderFormInput> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={submitting}>
          <Modal.Body>
            <TextField name="name" label={t('buying.fieldName')} autoComplete="name" readOnly />
            <TextField
              name="email"
              label={t('buying.fieldEmail')}
              type="email"
              autoComplete="email"
              readOnly
            />
            <TextField name="bookTitle" label={t('buying.fieldBookTitle')} readOnly />
            <TextField name="bookPrice" label={t('buying.fieldPrice')} readOnly />
            <TextField
              name="phone"
              label={t('buying.fieldPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <TextField name="location" label={t('buying.fieldLocation')} />
            {listing.payment_methods.length > 1 && <PaymentMethodField />}
            <FormFailure message={failure} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t('labels.cancel')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {t('buying.submitOrder')}
            </Button>
          </Modal.Footer>
        </form>
      )}
    </Form>
  );
}
