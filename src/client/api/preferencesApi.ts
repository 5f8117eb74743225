import { API } from '../../shared/apiPaths';
import type { Preferences, SetPreferencesPayload } from '../../shared/schemas';
import { apiSlice } from './apiSlice';

/** The signed-in account's own choices (`/preferences`): its language, e-mail about notifications. */
export const preferencesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, void>({
      query: () => API.preferences.url(),
      providesTags: ['Preferences'],
    }),
    setPreferences: build.mutation<Preferences, SetPreferencesPayload>({
      query: (body) => ({ url: API.preferences.url(), method: 'PUT', body }),
      invalidatesTags: ['Preferences'],
    }),
  }),
});

export const { useGetPreferencesQuery, useSetPreferencesMutation } = preferencesApi;
