import { CORE_API } from '../../shared/apiPaths/corePaths';
import type { JwtResponse } from '../../shared/schemas/auth';
import { storeAccessToken } from './accessTokenStorage';
import { apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';

/**
 * The product server's access token (docs/product.md#post-jwt-and-get-jwt). The call sends the
 * Firebase ID token as bearer (see ID_TOKEN_ENDPOINTS); the answer's `Access_token` is kept as
 * `accessToken`.
 */
export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    issueAccessToken: build.mutation<JwtResponse, { email: string }>({
      query: (body) => ({ url: CORE_API.jwt.url(), method: 'POST', body }),
      transformResponse: async (response) =>
        (await loadSchemas()).JwtResponseSchema.parse(response),
      async onQueryStarted(_email, { queryFulfilled }) {
        try {
          storeAccessToken((await queryFulfilled).data.Access_token);
        } catch {
          // the caller reads the failure from the mutation's own result
        }
      },
    }),
  }),
});
