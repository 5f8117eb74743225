import { useCallback, useEffect, useRef } from 'react';
import type { Order } from '../../../shared/schemas';
import { apiErrorMessage, errorAnswerOf, isClientError } from '../../api/apiErrorMessage';
import { useCreatePaymentIntentMutation } from '../../api/paymentsApi';

/**
 * The client secret of an unpaid order: POST /create-payment-intent once when the payment form
 * opens (the server reserves the book for this order). A refusal says why; it can be asked
 * again when waiting may help (another buyer is paying, no connection), not when the order is
 * paid, cancelled or the book sold (the page then shows the order's fresh state).
 */
export function usePaymentIntent(order: Order) {
  const [createIntent, { data, error, isLoading }] = useCreatePaymentIntentMutation();
  const { _id: orderId, bookPrice } = order;
  // Asked once per order, also when React runs effects twice in development.
  const askedFor = useRef<string | null>(null);

  const ask = useCallback(() => {
    void createIntent({ bookPrice, orderId });
  }, [createIntent, bookPrice, orderId]);

  useEffect(() => {
    if (askedFor.current === orderId) return;
    askedFor.current = orderId;
    ask();
  }, [ask, orderId]);

  const failure = error ? apiErrorMessage(error) : null;
  // By its code, not its words: the words are in the reader's language.
  const canRetry =
    !!error && (!isClientError(error) || errorAnswerOf(error)?.code === 'listingReserved');
  return {
    clientSecret: data?.clientSecret ?? null,
    isLoading,
    failure,
    retry: canRetry ? ask : null,
  };
}
