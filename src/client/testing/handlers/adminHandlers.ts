import { http, HttpResponse } from 'msw';
import { ADMIN_API } from '../../../shared/apiPaths/adminPaths';
import type { Role } from '../../../shared/roles';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  SellerRowListSchema,
  SellerSummarySchema,
  UpdateResultSchema,
  UserListSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { callerOf, knownUsers, roleOf } from './identityHandlers';
import { serverListings } from './listingsHandlers';
import { moderationStore } from './moderationStore';
import { serverOrders } from './ordersHandlers';
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
  http.get(apiUrl(ADMIN_API.buyers.route), ({ request }) => {
    return refusal(request) ?? HttpResponse.json(usersWithRole('buyer'));
  }),
  // Each seller with their rating, as the reviews trigger keeps it (reviewStore.ts).
  http.get(apiUrl(ADMIN_API.sellers.route), ({ request }) => {
    const denied = refusal(request);
    if (denied) return denied;
    const sellers = usersWithRole('seller').map((seller) => ({
      ...seller,
      rating: sellerRatingOf(seller.email),
    }));
    return HttpResponse.json(SellerRowListSchema.parse(sellers));
  }),
  // What the Verify dialog weighs; only a seller has a summary.
  http.get(apiUrl(ADMIN_API.sellerSummary.route), ({ request, params }) => {
    const denied = refusal(request);
    if (denied) return denied;
    const seller = [...knownUsers.values()].find(({ _id }) => _id === params.id);
    if (seller?.role !== 'seller') return errorResponse(404, SERVER_ERRORS.sellerIdNotFound);
    const own = serverListings.filter(({ seller_email }) => seller_email === seller.email);
    const sold = new Set(own.filter(({ sold }) => sold).map(({ _id }) => _id));
    return HttpResponse.json(
      SellerSummarySchema.parse({
        _id: seller._id,
        name: seller.name,
        email: seller.email,
        joined_at: '2026-01-15T09:00:00.000Z',
        listings: own.length - sold.size,
        sales: serverOrders.filter(
          ({ product_id, status }) =>
            status === 'paid' && product_id !== null && sold.has(product_id),
        ).length,
        rating: sellerRatingOf(seller.email),
        open_reports: moderationStore.reports.filter(
          ({ reported_email, resolution }) => reported_email === seller.email && !resolution,
        ).length,
      }),
    );
  }),
  // The seller and every listing of theirs become verified together.
  http.put(apiUrl(ADMIN_API.verifySeller.route), ({ request }) => {
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
