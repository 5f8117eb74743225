import { ORDER_API } from '../../shared/apiPaths/orderPaths';
import type { GatewaySessionPayload, GatewaySessionResponse } from '../../shared/schemas';
import { apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';
import { orderChangedTags } from './orderLifeApi';

/**
 * Paying on SSLCommerz's page (bKash, Nagad, Rocket or card; docs/product.md#payment-page): the
 * buyer opens a session for an unpaid online order and the browser goes to the gateway, which
 * later sends the buyer back to the order page.
 */
export const gatewayPaymentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A mutation: each session holds the book for this order on the server. A 409 (paid,
     * cancelled, sold meanwhile) means the order shown is stale, so it is fetched again.
     */
    openGatewaySession: build.mutation<GatewaySessionResponse, GatewaySessionPayload>({
      query: (body) => ({ url: ORDER_API.gatewaySessions.url(), method: 'POST', body }),
      transformResponse: async (response) =>
        (await loadSchemas()).GatewaySessionResponseSchema.parse(response),
      invalidatesTags: (_result, error, { orderId }) =>
        error?.status === 409 ? orderChangedTags(orderId) : [],
    }),
  }),
});

export const { useOpenGatewaySessionMutation } = gatewayPaymentsApi;

/**
 * The buyer is back from the gateway, which told the server first (or is about to): the order as
 * cached before leaving is stale, with the lists that show it.
 */
export const backFromGateway = (orderId: string) =>
  apiSlice.util.invalidateTags(orderChangedTags(orderId));
