import { ADMIN_API } from '../../shared/apiPaths/adminPaths';
import type { SellerRow, SellerSummary, UpdateResult, User } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';

/** Tag ids of the two user lists, beside one tag per user. */
const BUYERS = 'BUYERS';
/** Exported: a review changes a seller's rating in the All Seller table (reviewsApi.ts). */
export const SELLERS_LIST_ID = 'SELLERS';

const userTags = (listId: string, users: User[] = []) => [
  { type: 'User' as const, id: listId },
  ...users.map(({ _id }) => ({ type: 'User' as const, id: _id })),
];

/**
 * The admin's calls (`/buyers`, `/sellers`, `/admin/sellers/{id}/summary`, `/sellerverify`,
 * docs/product.md#the-api).
 */
export const adminApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBuyers: build.query<User[], void>({
      query: () => ADMIN_API.buyers.url(),
      transformResponse: async (response) => (await loadSchemas()).UserListSchema.parse(response),
      providesTags: (result) => userTags(BUYERS, result),
    }),
    /** Each seller with their rating (the All Seller table's Rating column). */
    getSellers: build.query<SellerRow[], void>({
      query: () => ADMIN_API.sellers.url(),
      transformResponse: async (response) =>
        (await loadSchemas()).SellerRowListSchema.parse(response),
      providesTags: (result) => userTags(SELLERS_LIST_ID, result),
    }),
    /** What the Verify dialog shows: join date, books, sales, rating, open reports. */
    getSellerSummary: build.query<SellerSummary, string>({
      query: (sellerId) => ADMIN_API.sellerSummary.url(sellerId),
      transformResponse: async (response) =>
        (await loadSchemas()).SellerSummarySchema.parse(response),
      providesTags: (_result, _error, sellerId) => [{ type: 'User', id: sellerId }],
    }),
    /**
     * Verifying a seller changes the sellers list, that seller's mark on every book card
     * (their seller detail) and their listings' own verification, which the cards of category
     * pages and wishlists show.
     */
    verifySeller: build.mutation<UpdateResult, string>({
      query: (email) => ({ url: ADMIN_API.verifySeller.url(email), method: 'PUT' }),
      transformResponse: async (response) =>
        (await loadSchemas()).UpdateResultSchema.parse(response),
      invalidatesTags: (_result, _error, email) => [
        { type: 'User', id: SELLERS_LIST_ID },
        { type: 'SellerDetail', id: email },
        { type: 'Listing', id: LIST_ID },
        { type: 'Wishlist', id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useGetBuyersQuery,
  useGetSellersQuery,
  useGetSellerSummaryQuery,
  useVerifySellerMutation,
} = adminApi;
