import { ACCOUNT_API } from '../../shared/apiPaths/accountPaths';
import type { Profile, SetProfilePayload } from '../../shared/schemas';
import { apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';

/** The signed-in person's own name and mobile number (`/profile`, docs/product.md#profile). */
export const profileApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ACCOUNT_API.profile.url(),
      transformResponse: async (response) => (await loadSchemas()).ProfileSchema.parse(response),
      providesTags: ['Profile'],
    }),
    /** A new name shows wherever the person's name does: their listings, their orders' rows. */
    saveProfile: build.mutation<Profile, SetProfilePayload>({
      query: (body) => ({ url: ACCOUNT_API.profile.url(), method: 'PUT', body }),
      transformResponse: async (response) => (await loadSchemas()).ProfileSchema.parse(response),
      invalidatesTags: ['Profile', 'User', 'SellerDetail', 'Listing', 'Order'],
    }),
  }),
});

export const { useGetProfileQuery, useSaveProfileMutation } = profileApi;
