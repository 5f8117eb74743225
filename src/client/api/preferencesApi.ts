import { CORE_API } from '../../shared/apiPaths/corePaths';
import type { Preferences, SetPreferencesPayload } from '../../shared/schemas';
import { apiSlice } from './apiSlice';

/** The signed-in account's own choices (`/preferences`): its language, e-mail about notifications. */
export const preferencesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, void>({
      query: () => CORE_API.preferences.url(),
      providesTags: ['Preferences'],
    }),
    setPreferences: build.mutation<Preferences, SetPreferencesPayload>({
      query: (body) => ({ url: CORE_API.preferences.url(), method: 'PUT', body }),
      invalidatesTags: ['Preferences'],
    }),
  }),
});

export const { useGetPreferencesQuery, useSetPreferencesMutation } = preferencesApi;
