import { API } from '../../shared/apiPaths';
import { apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';

/**
 * An order's life after it is placed (docs/decisions/0052-an-order-with-a-clear-life.md). The
 * handover code is a mutation: each call makes a new code (only the newest works), so it is
 * never cached.
 */
export const orderLifeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    issueHandoverCode: build.mutation<{ code: string }, string>({
      query: (orderId) => ({ url: API.handoverCode.url(orderId), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).HandoverCodeResponseSchema.parse(response),
    }),
  }),
});

export const { useIssueHandoverCodeMutation } = orderLifeApi;
