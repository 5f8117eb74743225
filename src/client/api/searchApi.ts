import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import type { SearchResult } from '../../shared/schemas';
import { type SearchCriteria, searchQueryString } from '../../shared/searchQueryString';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas, prefetchSchemas } from './lazySchemas';

/** A page of results starts at this cursor; '' is the first page. */
type PageCursor = string;

/**
 * Public search (GET /search, docs/product.md#get-search). One cache entry per search (words,
 * filters and order), holding its pages in order; 'Show more books' adds the next one.
 */
export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchListings: build.infiniteQuery<SearchResult, SearchCriteria, PageCursor>({
      infiniteQueryOptions: {
        initialPageParam: '',
        // The server says where the next page starts (keyset paging), and null at the end.
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg: criteria, pageParam: cursor }) =>
        CATALOG_API.search.url(searchQueryString({ ...criteria, cursor })),
      // zod comes in its own chunk, fetched while the first page is on its way (onQueryStarted),
      // so the search page renders its spinner without waiting for it.
      transformResponse: async (response) =>
        (await loadSchemas()).SearchResultSchema.parse(response),
      onQueryStarted: prefetchSchemas,
      // The list tag and one per book shown: adding, advertising, deleting or selling a book
      // anywhere refreshes every search that shows it (or could now show it).
      providesTags: (result) => [
        { type: 'Listing' as const, id: LIST_ID },
        ...(result?.pages.flatMap(({ items }) => items) ?? []).map(({ _id }) => ({
          type: 'Listing' as const,
          id: _id,
        })),
      ],
    }),
  }),
});

export const { useSearchListingsInfiniteQuery } = searchApi;
