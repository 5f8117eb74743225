import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { CategoryListSchema } from '../../src/shared/schemas/category';
import { InsertResultSchema } from '../../src/shared/schemas/common';
import { ListingListSchema, type AddListingPayload } from '../../src/shared/schemas/listing';
import { CreateOrderResponseSchema, OrderListSchema } from '../../src/shared/schemas/order';
import { WishlistAddResponseSchema } from '../../src/shared/schemas/wishlist';
import { createAccessTokens } from '../../src/server/auth/accessToken';
import { ACCESS_TOKEN_SECRET } from './serverProcess';

/** The demo accounts the load acts as (db/demo/users.ts): a verified seller and a buyer. */
export const SELLER = 'seller@demo.test';
export const BUYER = 'buyer@demo.test';

/** Access tokens exactly as /jwt issues them, signed with the secret the server was given. */
const tokens = createAccessTokens({ secret: ACCESS_TOKEN_SECRET, ttlSeconds: 3600 });

/** A client of one running server, signing in as the demo people with the server's own tokens. */
export function productApi(baseUrl: string) {
  const call = async (method: string, url: string, email: string, body?: unknown) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await tokens.issue({
        uid: `durability-${email}`,
        email,
        emailVerified: true,
        // The demo records are never bound or signed out here: their first version.
        tokenVersion: 0,
      })}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${API_PREFIX}${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text) as unknown;
  };

  return {
    async addListing(listing: AddListingPayload): Promise<string> {
      return InsertResultSchema.parse(await call('POST', API.addListing.url(), SELLER, listing))
        .insertedId;
    },
    /** The book's id, also when it was in the wishlist already (acknowledged either way). */
    async addToWishlist(bookId: string): Promise<string> {
      const body = { email: BUYER };
      WishlistAddResponseSchema.parse(
        await call('POST', API.addToWishlist.url(bookId), BUYER, body),
      );
      return bookId;
    },
    async placeOrder(bookId: string): Promise<string> {
      const order = {
        name: 'Durability Buyer',
        email: BUYER,
        bookTitle: 'Durability Book',
        bookPrice: 120,
        phone: '01900-000000',
        location: 'TSC, Dhaka University',
        seller_name: 'Rahim Uddin',
        seller_email: SELLER,
        product_id: bookId,
      };
      return CreateOrderResponseSchema.parse(
        await call('POST', API.createOrder.url(), BUYER, order),
      ).insertedId;
    },
    async firstCategory(): Promise<{ id: string; name: string }> {
      const [category] = CategoryListSchema.parse(await call('GET', API.categories.url(), BUYER));
      if (!category) throw new Error('the demo seed left no category');
      return { id: category._id, name: category.category_name };
    },
    async listingIdsOfSeller(): Promise<Set<string>> {
      const listings = ListingListSchema.parse(
        await call('GET', API.sellerListings.url(SELLER), SELLER),
      );
      return new Set(listings.map((listing) => listing._id));
    },
    async wishlistIds(): Promise<Set<string>> {
      const listings = ListingListSchema.parse(await call('GET', API.wishlist.url(BUYER), BUYER));
      return new Set(listings.map((listing) => listing._id));
    },
    async orderIds(): Promise<Set<string>> {
      const orders = OrderListSchema.parse(await call('GET', API.orders.url(BUYER), BUYER));
      return new Set(orders.map((order) => order._id));
    },
  };
}

export type ProductApi = ReturnType<typeof productApi>;
