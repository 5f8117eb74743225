import { ORDER_API } from '../../shared/apiPaths/orderPaths';
import type {
  CreatePaymentIntentPayload,
  CreatePaymentIntentResponse,
  InsertResult,
  PaymentConfig,
  PaymentPayload,
  TestModeCardConfirmPayload,
  TestModeCardConfirmResponse,
} from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';
import { refusedAsStale } from './staleViews';

type RecordPayment = {
  payment: PaymentPayload;
  /** The order's book, which becomes sold (null once the listing was deleted). */
  listingId: string | null;
};

/** Card payments (docs/product.md#payments): intent, record, and which provider is active. */
export const paymentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => ORDER_API.paymentConfig.url(),
      transformResponse: async (response) =>
        (await loadSchemas()).PaymentConfigSchema.parse(response),
    }),
    /**
     * A mutation: each call reserves the book for this order on the server. A 409 (paid,
     * cancelled, sold meanwhile) means the order shown is stale, so it is fetched again.
     */
    createPaymentIntent: build.mutation<CreatePaymentIntentResponse, CreatePaymentIntentPayload>({
      query: (body) => ({ url: ORDER_API.createPaymentIntent.url(), method: 'POST', body }),
      transformResponse: async (response) =>
        (await loadSchemas()).CreatePaymentIntentResponseSchema.parse(response),
      // A 409 means the order changed elsewhere (paid, cancelled, or a payment the server has
      // just recorded late): the order, and the lists that show it, are stale.
      invalidatesTags: (_result, error, { orderId }) =>
        error?.status === 409
          ? [
              { type: 'Order', id: orderId },
              { type: 'Order', id: LIST_ID },
            ]
          : [],
    }),
    /** The test-mode provider's stand-in for Stripe.js's confirmCardPayment. */
    confirmTestModeCard: build.mutation<TestModeCardConfirmResponse, TestModeCardConfirmPayload>({
      query: (body) => ({ url: ORDER_API.testModeCardConfirm.url(), method: 'POST', body }),
      transformResponse: async (response) =>
        (await loadSchemas()).TestModeCardConfirmResponseSchema.parse(response),
    }),
    /**
     * Paying sells the book: the order turns Paid, the buyer's other lists, the category and
     * the carousel lose it, and other buyers' orders for it are cancelled. A refusal because the
     * book was sold to another buyer or deleted meanwhile (409, the payment refunded) changes
     * as much: this order is cancelled and the book sold or gone, so the same views refresh.
     */
    recordPayment: build.mutation<InsertResult, RecordPayment>({
      query: ({ payment }) => ({ url: ORDER_API.payments.url(), method: 'POST', body: payment }),
      transformResponse: async (response) =>
        (await loadSchemas()).PaymentResponseSchema.parse(response),
      invalidatesTags: (result, error, { payment, listingId }) =>
        result || refusedAsStale(error)
          ? [
              { type: 'Order', id: payment.orderId },
              { type: 'Order', id: LIST_ID },
              { type: 'Listing', id: LIST_ID },
              ...(listingId ? [{ type: 'Listing' as const, id: listingId }] : []),
              { type: 'Advertisement', id: LIST_ID },
              { type: 'Category', id: LIST_ID },
              'Wishlist',
            ]
          : [],
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmTestModeCardMutation,
  useRecordPaymentMutation,
} = paymentsApi;
