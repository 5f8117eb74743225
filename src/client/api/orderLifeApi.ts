import { ORDER_API } from '../../shared/apiPaths/orderPaths';
import type { Order, OrderChange } from '../../shared/schemas';
import { apiSlice, LIST_ID } from './apiSlice';
import { loadSchemas } from './lazySchemas';

/**
 * What a change of one order makes stale: its page (detail, history, problem), the buyer's My
 * Orders and the seller's 'Orders for my books'.
 */
export const orderChangedTags = (orderId: string) => [
  { type: 'Order' as const, id: orderId },
  { type: 'Order' as const, id: LIST_ID },
  { type: 'SellerOrder' as const, id: LIST_ID },
];

/**
 * An order's life after it is placed (docs/decisions/0053-an-order-with-a-clear-life.md). The
 * handover code is a mutation: each call makes a new code (only the newest works), so it is
 * never cached.
 */
export const orderLifeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    issueHandoverCode: build.mutation<{ code: string }, string>({
      query: (orderId) => ({ url: ORDER_API.handoverCode.url(orderId), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).HandoverCodeResponseSchema.parse(response),
    }),
    /** 'Orders for my books': the seller's side of every order of their books. */
    getSellerOrders: build.query<Order[], void>({
      query: () => ORDER_API.sellerOrders.url(),
      transformResponse: async (response) => (await loadSchemas()).OrderListSchema.parse(response),
      providesTags: [{ type: 'SellerOrder', id: LIST_ID }],
    }),
    /** The seller types the buyer's code: the sale completes, so both order lists refresh. */
    confirmHandover: build.mutation<OrderChange, { orderId: string; code: string }>({
      query: ({ orderId, code }) => ({
        url: ORDER_API.handover.url(orderId),
        method: 'POST',
        body: { code },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderChangeResponseSchema.parse(response),
      invalidatesTags: (_result, _error, { orderId }) => orderChangedTags(orderId),
    }),
    /** The buyer cancels (a cash order before its meet-up): My Orders refreshes. */
    cancelOrder: build.mutation<OrderChange, string>({
      query: (orderId) => ({ url: ORDER_API.orderCancel.url(orderId), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderChangeResponseSchema.parse(response),
      invalidatesTags: (_result, _error, orderId) => orderChangedTags(orderId),
    }),
    /** The seller frees a book whose buyer did not come to the meet-up. */
    cancelForNoShow: build.mutation<OrderChange, string>({
      query: (orderId) => ({ url: ORDER_API.orderNoShow.url(orderId), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderChangeResponseSchema.parse(response),
      invalidatesTags: (_result, _error, orderId) => orderChangedTags(orderId),
    }),
  }),
});

export const {
  useIssueHandoverCodeMutation,
  useGetSellerOrdersQuery,
  useConfirmHandoverMutation,
  useCancelForNoShowMutation,
  useCancelOrderMutation,
} = orderLifeApi;
