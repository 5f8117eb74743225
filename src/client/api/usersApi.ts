import { CORE_API } from '../../shared/apiPaths/corePaths';
import type {
  IsAdminResponse,
  IsSellerResponse,
  RegisterUserPayload,
  RoleResponse,
  SellerDetail,
  UpsertResult,
} from '../../shared/schemas';
import { apiSlice } from './apiSlice';

/** Users, roles and seller details (`/g-users`, `/iswhat`, ..., docs/product.md#the-api). */
export const usersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Registers or updates the signed-in user's own record (idempotent on the server). */
    registerUser: build.mutation<UpsertResult, RegisterUserPayload>({
      query: (body) => ({ url: CORE_API.googleUsers.url(), method: 'POST', body }),
      invalidatesTags: (_result, _error, { email }) => [
        { type: 'Role', id: email },
        { type: 'SellerDetail', id: email },
        'User',
      ],
    }),
    getRole: build.query<RoleResponse, string>({
      query: (email) => CORE_API.roleOf.url(email),
      providesTags: (_result, _error, email) => [{ type: 'Role', id: email }],
    }),
    isSeller: build.query<IsSellerResponse, string>({
      query: (email) => CORE_API.isSeller.url(email),
      providesTags: (_result, _error, email) => [{ type: 'Role', id: email }],
    }),
    isAdmin: build.query<IsAdminResponse, string>({
      query: (email) => CORE_API.isAdmin.url(email),
      providesTags: (_result, _error, email) => [{ type: 'Role', id: email }],
    }),
    /** Cached per seller: every book card of one seller shares one lookup. */
    getSellerDetail: build.query<SellerDetail, string>({
      query: (email) => CORE_API.sellerDetail.url(email),
      providesTags: (_result, _error, email) => [{ type: 'SellerDetail', id: email }],
    }),
  }),
});

export const { useGetRoleQuery, useIsSellerQuery, useIsAdminQuery, useGetSellerDetailQuery } =
  usersApi;
