import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  DeleteResultSchema,
  ListingListSchema,
  WishlistAddResponseSchema,
  WishlistPayloadSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { access, serverListings } from './listingsHandlers';
import { registerReset } from './storeResets';

/** Each buyer's wishlist as book ids, in the order added; reset after each test. */
export const serverWishlists = new Map<string, string[]>();

/** The demo buyer keeps an available book and one that has sold since. */
export function resetWishlists(entries: Record<string, string[]> = demoWishlists()) {
  serverWishlists.clear();
  for (const [email, ids] of Object.entries(entries)) serverWishlists.set(email, [...ids]);
}
function demoWishlists(): Record<string, string[]> {
  const idOf = (title: string) =>
    serverListings.find(({ book_title }) => book_title === title)?._id ?? '';
  return { 'buyer@demo.test': [idOf('The Old Man and the Sea'), idOf('Lalsalu')] };
}
resetWishlists();
registerReset(() => resetWishlists(), 'referencing');

const wishlistOf = (email: string) => serverWishlists.get(email) ?? [];

export const handlers = [
  http.get(apiUrl(CATALOG_API.wishlist.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    if (new URL(request.url).searchParams.get('email') !== caller) {
      return errorResponse(403, SERVER_ERRORS.notYourAccount);
    }
    const books = wishlistOf(caller).flatMap(
      (id) => serverListings.find(({ _id }) => _id === id) ?? [],
    );
    return HttpResponse.json(ListingListSchema.parse(books));
  }),
  // Adding a book twice is no error: acknowledged, with a null insertedId.
  http.post(apiUrl(CATALOG_API.addToWishlist.route), async ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = WishlistPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    if (payload.data.email !== caller) return errorResponse(403, SERVER_ERRORS.emailMismatch);
    const bookId = String(params.bookId);
    const listing = serverListings.find(({ _id }) => _id === bookId);
    if (!listing) return errorResponse(404, SERVER_ERRORS.listingNotFound);
    if (listing.sold) return errorResponse(409, SERVER_ERRORS.listingSold);
    if (listing.seller_email === caller) {
      return errorResponse(409, SERVER_ERRORS.ownListingWishlist);
    }
    const ids = wishlistOf(caller);
    const added = !ids.includes(bookId);
    if (added) serverWishlists.set(caller, [...ids, bookId]);
    return HttpResponse.json(
      WishlistAddResponseSchema.parse({ acknowledged: true, insertedId: added ? bookId : null }),
    );
  }),
  http.delete(apiUrl(CATALOG_API.removeFromWishlist.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const ids = wishlistOf(caller);
    if (!ids.includes(String(params.bookId))) {
      return errorResponse(404, SERVER_ERRORS.notInWishlist);
    }
    serverWishlists.set(
      caller,
      ids.filter((id) => id !== params.bookId),
    );
    return HttpResponse.json(DeleteResultSchema.parse({ acknowledged: true, deletedCount: 1 }));
  }),
];
