import { ORDER_API } from '../../shared/apiPaths/orderPaths';
import type { HeldPayment } from '../../shared/schemas';
import { apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';

/**
 * The queue is cached as a list of orders of its own (orders waiting for the admin's word on
 * their payment), so whatever changes orders refreshes it too.
 */
const HELD = { type: 'Order' as const, id: 'HELD' };

/**
 * Accepting pays the order and refunding gives the buyer the money back: either way the queue,
 * the order and the lists that show orders change. A refusal (already decided, gone) means the
 * queue was stale, so it refreshes too.
 */
const decidedTags = () => ['Order' as const, 'SellerOrder' as const];

/**
 * The admin's 'Payments held for review' (docs/product.md#payments-held-for-review): gateway
 * payments the gateway's risk check held, each accepted or refunded by the admin.
 */
export const heldPaymentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getHeldPayments: build.query<HeldPayment[], void>({
      query: () => ORDER_API.heldPayments.url(),
      transformResponse: async (response) =>
        (await loadSchemas()).HeldPaymentListSchema.parse(response),
      providesTags: [HELD],
    }),
    /** The order becomes paid; what the server answers beyond success is not needed here. */
    acceptHeldPayment: build.mutation<void, string>({
      query: (paymentId) => ({ url: ORDER_API.heldPaymentAccept.url(paymentId), method: 'POST' }),
      transformResponse: () => undefined,
      invalidatesTags: decidedTags,
    }),
    /** The buyer gets the money back; the order is not paid. */
    refundHeldPayment: build.mutation<void, string>({
      query: (paymentId) => ({ url: ORDER_API.heldPaymentRefund.url(paymentId), method: 'POST' }),
      transformResponse: () => undefined,
      invalidatesTags: decidedTags,
    }),
  }),
});

export const {
  useGetHeldPaymentsQuery,
  useAcceptHeldPaymentMutation,
  useRefundHeldPaymentMutation,
} = heldPaymentsApi;
