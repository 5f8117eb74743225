import { API } from '../../shared/apiPaths';
import type { Category, CategoryIdResponse } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';

export const categoriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => API.categories.url(),
      providesTags: (result = []) => [
        { type: 'Category', id: LIST_ID },
        ...result.map(({ _id }) => ({ type: 'Category' as const, id: _id })),
      ],
    }),
    /** Looks a category's id up by its name (GET /categoryid?catname). */
    getCategoryId: build.query<CategoryIdResponse, string>({
      query: (categoryName) => API.categoryId.url(categoryName),
      providesTags: (result) => (result ? [{ type: 'Category', id: result._id }] : []),
    }),
  }),
});

export const { useGetCategoriesQuery, useGetCategoryIdQuery } = categoriesApi;
