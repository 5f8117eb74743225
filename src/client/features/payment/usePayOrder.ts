import { useState } from 'react';
import type { Order } from '../../../shared/schemas';
import { apiErrorMessage, isClientError } from '../../api/apiErrorMessage';
import { useRecordPaymentMutation } from '../../api/paymentsApi';
import { useAppSelector } from '../../app/hooks';
import { notifySuccess } from '../../components/notify';
import { translate } from '../../i18n/i18n';
import { selectAuthEmail } from '../../session/authSlice';
import { usePaymentIntent } from './usePaymentIntent';

/** What a card form's confirmation gives: the provider's transaction, or its card message. */
type CardConfirmation = { transactionId: string } | { cardError: string };
/** Confirms the card payment of `clientSecret` with the active provider (Stripe or test). */
type ConfirmCard = (clientSecret: string) => Promise<CardConfirmation>;

type PayPhase =
  | { name: 'ready' }
  | { name: 'processing' }
  | { name: 'declined'; message: string }
  /** Charged, but POST /payments failed: sending it again is safe (idempotent on the id). */
  | { name: 'unrecorded'; transactionId: string; message: string; canRetry: boolean }
  | { name: 'paid'; transactionId: string };

/**
 * The one payment flow of both providers (docs/product.md#payments): the client secret, the card
 * confirmation, then POST /payments with the transaction id. `onCharged` tells the page the card
 * was charged here, so the outcome stays on screen when the order refreshes (paid, or cancelled and
 * refunded).
 */
export function usePayOrder(order: Order, onCharged: () => void) {
  const email = useAppSelector(selectAuthEmail) ?? order.email;
  const intent = usePaymentIntent(order);
  const [recordPayment] = useRecordPaymentMutation();
  const [phase, setPhase] = useState<PayPhase>({ name: 'ready' });

  async function record(transactionId: string) {
    setPhase({ name: 'processing' });
    const payment = { bookPrice: order.bookPrice, transactionId, email, orderId: order._id };
    const result = await recordPayment({ payment, listingId: order.product_id });
    if (result.error) {
      // A 4xx is the server's final word (e.g. sold meanwhile and refunded); else try again.
      const final = isClientError(result.error);
      const message = final
        ? apiErrorMessage(result.error)
        : translate('buying.paymentNotRecorded');
      setPhase({ name: 'unrecorded', transactionId, message, canRetry: !final });
      return;
    }
    notifySuccess(translate('toasts.paymentCompleted'));
    setPhase({ name: 'paid', transactionId });
  }

  async function pay(confirm: ConfirmCard) {
    if (!intent.clientSecret || phase.name === 'processing') return;
    setPhase({ name: 'processing' });
    const outcome = await confirm(intent.clientSecret);
    if ('cardError' in outcome) {
      setPhase({ name: 'declined', message: outcome.cardError });
      return;
    }
    onCharged();
    await record(outcome.transactionId);
  }

  const retryRecord =
    phase.name === 'unrecorded' && phase.canRetry ? () => void record(phase.transactionId) : null;

  return { intent, phase, pay, retryRecord };
}

/** What the page gives either provider's card form. */
export type CardFormProps = {
  canPay: boolean;
  processing: boolean;
  /** The provider's card message, shown in red under the form. */
  cardError: string | null;
  onPay: (confirm: ConfirmCard) => void;
};
