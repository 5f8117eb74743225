import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import type { Advertisement } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';

export const advertisementsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    // Advertising, stopping or deleting a listing (listingsApi) invalidates this LIST tag.
    getAdvertisements: build.query<Advertisement[], void>({
      query: () => CATALOG_API.advertisements.url(),
      providesTags: [{ type: 'Advertisement', id: LIST_ID }],
    }),
  }),
});

export const { useGetAdvertisementsQuery } = advertisementsApi;
