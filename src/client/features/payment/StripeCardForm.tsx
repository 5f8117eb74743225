import '../../styles/bootstrapForms.scss';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-bootstrap';
import { PAYMENT_SUCCEEDED } from '../../../shared/constants';
import { FormFailure } from '../../components/forms/FormFailure';
import { useBuyer } from '../../components/buying/useBuyer';
import { useT } from '../../i18n/useT';
import { PayButton } from './PayButton';
import type { CardFormProps } from './usePayOrder';

const CARD_ELEMENT_ID = 'stripe-card-element';

/**
 * Stripe's card field (inside <Elements>) and Pay: confirmCardPayment with the buyer's name and
 * e-mail. Stripe's messages, from the field as typed or from the confirmation, show in red under
 * the form.
 */
export function StripeCardForm({ canPay, processing, cardError, onPay }: CardFormProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const buyer = useBuyer();
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onPay(async (clientSecret) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { cardError: t('buying.cardFormUnavailable') };
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: {
          card,
          billing_details: { name: buyer?.name, email: buyer?.email },
        },
      });
      if (error) return { cardError: error.message ?? t('listing.actionFailed') };
      if (paymentIntent?.status !== PAYMENT_SUCCEEDED) {
        return { cardError: t('payment.cardNotSucceeded') };
      }
      return { transactionId: paymentIntent.id };
    });
  }

  return (
    <Form onSubmit={submit} noValidate aria-busy={processing}>
      <Form.Label htmlFor={CARD_ELEMENT_ID}>{t('buying.card')}</Form.Label>
      <div className="form-control py-2">
        <CardElement
          id={CARD_ELEMENT_ID}
          options={{ hidePostalCode: true }}
          onChange={(event) => setFieldError(event.error?.message ?? null)}
        />
      </div>
      <PayButton canPay={canPay && !!stripe && !!elements} processing={processing} />
      <FormFailure message={cardError ?? fieldError} />
    </Form>
  );
}
