import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import type { Role } from '../../../shared/roles';
import { SERVER_ERRORS } from '../../../shared/messages';
import { SellerRowListSchema, UpdateResultSchema, UserListSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { callerOf, knownUsers, roleOf } from './identityHandlers';
import { serverListings } from './listingsHandlers';
import { sellerRatingOf } from './reviewStore';

/** Admins only, as the server's auth plugin decides; null when the caller may go on. */
function refusal(request: Request): Response | null {
  const caller = callerOf(request);
  if (!caller) return errorResponse(401, SERVER_ERRORS.signInRequired);
  if (roleOf(caller) !== 'admin') return errorResponse(403, SERVER_ERRORS.roleRequired(['admin']));
  return null;
}

/** The users of one role, by name (as the server lists them). */
const usersWithRole = (role: Role) =>
  UserListSchema.parse(
    [...knownUsers.values()]
      .filter((user) => user.role === role)
      .sort((a, b) => a.name.localeCompare(b.name)),
  );

export const handlers = [
  http.get(apiUrl(API.buyers.route), ({ request }) => {
    return refusal(request) ?? HttpResponse.json(usersWithRole('buyer'));
  }),
  // Each seller with their rating, as the reviews trigger keeps it (reviewStore.ts).
  http.get(apiUrl(API.sellers.route), ({ request }) => {
    const denied = refusal(request);
    if (denied) return denied;
    const sellers = usersWithRole('seller').map((seller) => ({
      ...seller,
      rating: sellerRatingOf(seller.email),
    }));
    return HttpResponse.json(SellerRowListSchema.parse(sellers));
  }),
  // The seller and every listing of theirs become verified together.
  http.put(apiUrl(API.verifySeller.route), ({ request }) => {
    const denied = refusal(request);
    if (denied) return denied;
    const seller = knownUsers.get(new URL(request.url).searchParams.get('mail') ?? '');
    if (seller?.role !== 'seller') return errorResponse(404, SERVER_ERRORS.sellerNotFound);
    const changed = !seller.appVerified;
    seller.appVerified = true;
    for (const listing of serverListings) {
      if (listing.seller_email === seller.email) listing.isVerified = true;
    }
    return HttpResponse.json(
      UpdateResultSchema.parse({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: changed ? 1 : 0,
      }),
    );
  }),
];
