import { ORDER_API } from '../../shared/apiPaths/orderPaths';
import type { InsertResult, Order, OrderPayload } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';
import { listingViewTags, refusedAsStale } from './staleViews';

const orderTags = (orders: Order[] = []) => [
  { type: 'Order' as const, id: LIST_ID },
  ...orders.map(({ _id }) => ({ type: 'Order' as const, id: _id })),
];

/**
 * The buyer's orders (`/orders`, `/order/{id}`, docs/product.md#the-api). The list provides the
 * Order LIST tag and one tag per order, so paying one (paymentsApi) refreshes both the list and the
 * order.
 */
export const ordersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], string>({
      query: (email) => ORDER_API.orders.url(email),
      transformResponse: async (response) => (await loadSchemas()).OrderListSchema.parse(response),
      providesTags: (result) => orderTags(result),
    }),
    getOrder: build.query<Order, string>({
      query: (id) => ORDER_API.order.url(id),
      transformResponse: async (response) => (await loadSchemas()).OrderSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /**
     * The signed-in person's open order of a book (unpaid or paid, not handed over), or null: the
     * book page offers it instead of 'Buy Now!'. Placing, paying or cancelling an order refreshes it.
     */
    getOpenOrderAboutListing: build.query<string | null, string>({
      query: (listingId) => ORDER_API.openOrderAboutListing.url(listingId),
      transformResponse: async (response) =>
        (await loadSchemas()).OpenOrderAnswerSchema.parse(response).order_id,
      providesTags: (orderId) => [
        { type: 'Order', id: LIST_ID },
        ...(orderId ? [{ type: 'Order' as const, id: orderId }] : []),
      ],
    }),
    /**
     * A refusal because the book was deleted (404) or sold (409) meanwhile refreshes the book
     * wherever it shows, so its card stops offering 'Buy Now!'; a 409 for an order already
     * placed (in another tab) means My Orders is stale too.
     */
    createOrder: build.mutation<InsertResult, OrderPayload>({
      query: (body) => ({ url: ORDER_API.createOrder.url(), method: 'POST', body }),
      transformResponse: async (response) =>
        (await loadSchemas()).CreateOrderResponseSchema.parse(response),
      invalidatesTags: (result, error, { product_id }) => {
        if (result) return [{ type: 'Order', id: LIST_ID }];
        if (!refusedAsStale(error)) return [];
        return [{ type: 'Order', id: LIST_ID }, ...listingViewTags(product_id)];
      },
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetOpenOrderAboutListingQuery,
  useCreateOrderMutation,
} = ordersApi;
