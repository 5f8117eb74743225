import { ORDER_API } from '../../shared/apiPaths/orderPaths';
import type {
  InsertResult,
  OrderChange,
  OrderDetail,
  OrderEvent,
  OrderProblemSchema,
} from '../../shared/schemas';
import type { z } from 'zod';
import { apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';
import { orderChangedTags } from './orderLifeApi';

type OrderProblem = z.infer<typeof OrderProblemSchema>;

/**
 * The order page (docs/product.md#the-order-page): one order, its history and problem report,
 * and the meet-up's proposing and agreeing. All three reads carry the order's own tag, so every
 * change of the order (here or in orderLifeApi.ts) redraws the page, My Orders and 'Orders for
 * my books' together.
 */
export const orderPageApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getOrderDetail: build.query<OrderDetail, string>({
      query: (orderId) => ORDER_API.orderDetail.url(orderId),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderDetailSchema.parse(response),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    getOrderHistory: build.query<OrderEvent[], string>({
      query: (orderId) => ORDER_API.orderHistory.url(orderId),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderHistorySchema.parse(response),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    getOrderProblem: build.query<OrderProblem, string>({
      query: (orderId) => ORDER_API.orderProblem.url(orderId),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderProblemSchema.parse(response),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    proposeMeetup: build.mutation<OrderChange, { orderId: string; meetupAt: string }>({
      query: ({ orderId, meetupAt }) => ({
        url: ORDER_API.orderMeetup.url(orderId),
        method: 'PUT',
        body: { meetup_at: meetupAt },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderChangeResponseSchema.parse(response),
      invalidatesTags: (_result, _error, { orderId }) => orderChangedTags(orderId),
    }),
    agreeToMeetup: build.mutation<OrderChange, string>({
      query: (orderId) => ({ url: ORDER_API.orderMeetupAgreement.url(orderId), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderChangeResponseSchema.parse(response),
      invalidatesTags: (_result, _error, orderId) => orderChangedTags(orderId),
    }),
    reportProblem: build.mutation<
      InsertResult,
      { orderId: string; reason: OrderProblem['reason']; details: string }
    >({
      query: ({ orderId, reason, details }) => ({
        url: ORDER_API.orderProblem.url(orderId),
        method: 'POST',
        body: { reason, details },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).InsertResultSchema.parse(response),
      invalidatesTags: (_result, _error, { orderId }) => orderChangedTags(orderId),
    }),
  }),
});

export const {
  useGetOrderDetailQuery,
  useGetOrderHistoryQuery,
  useGetOrderProblemQuery,
  useProposeMeetupMutation,
  useAgreeToMeetupMutation,
  useReportProblemMutation,
} = orderPageApi;
