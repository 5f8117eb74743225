import { ACCOUNT_API } from '../../shared/apiPaths/accountPaths';
import type { SessionsRevoked } from '../../shared/schemas';
import { apiSlice } from './apiSlice';

/**
 * 'Sign out everywhere' (docs/product.md#post-sessionsrevoke-all): every session of the account
 * ends on the server, this one too; the caller signs out here after it (nothing cached is kept).
 */
export const sessionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    revokeAllSessions: build.mutation<SessionsRevoked, void>({
      query: () => ({ url: ACCOUNT_API.revokeAllSessions.url(), method: 'POST' }),
    }),
  }),
});

export const { useRevokeAllSessionsMutation } = sessionsApi;
