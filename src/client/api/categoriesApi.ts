import { CORE_API } from '../../shared/apiPaths/corePaths';
import type { Category } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';

export const categoriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => CORE_API.categories.url(),
      providesTags: (result = []) => [
        { type: 'Category', id: LIST_ID },
        ...result.map(({ _id }) => ({ type: 'Category' as const, id: _id })),
      ],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
