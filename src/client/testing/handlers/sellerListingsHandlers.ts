import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  EditListingPayloadSchema,
  EditListingResponseSchema,
  SellerListingListSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { roleOf } from './identityHandlers';
import {
  access,
  categoryNameOf,
  newestFirst,
  ownListing,
  serverListings,
} from './listingsHandlers';
import { moderationStore } from './moderationStore';
import { serverOrders } from './ordersHandlers';

/** Orders of a listing still waiting for their payment, as the server counts them. */
const unpaidOrdersOf = (listingId: string) =>
  serverOrders.filter(({ product_id, status }) => product_id === listingId && status === 'unpaid')
    .length;

/**
 * The seller's side of their listings: GET /books?email (My Products and the edit page, each
 * listing with its unpaid orders) and PUT /listings/{id} (docs/product.md#edit-product). Apart
 * from listingsHandlers.ts because they read the orders, whose handlers read the listings.
 */
export const handlers = [
  http.get(apiUrl(CATALOG_API.sellerListings.route), ({ request }) => {
    const { caller, denied } = access(request, ['seller', 'admin']);
    if (denied) return denied;
    const email = new URL(request.url).searchParams.get('email');
    if (email !== caller && roleOf(caller) !== 'admin') {
      return errorResponse(403, SERVER_ERRORS.notYourAccount);
    }
    const own = serverListings.filter(({ seller_email }) => seller_email === email);
    return HttpResponse.json(
      SellerListingListSchema.parse(
        newestFirst(own).map((listing) => ({
          ...listing,
          unpaid_orders: unpaidOrdersOf(listing._id),
          awaiting_approval: moderationStore.awaitingApproval.has(listing._id),
        })),
      ),
    );
  }),
  // The server's order of refusals: the role, the body, the owner, sold, then the version.
  http.put(apiUrl(CATALOG_API.editListing.route), async ({ request, params }) => {
    const { denied: noSeller } = access(request, ['seller']);
    if (noSeller) return noSeller;
    const payload = EditListingPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const { listing, denied } = ownListing(request, String(params.id));
    if (denied) return denied;
    if (listing.sold) return errorResponse(409, SERVER_ERRORS.listingSold);
    const { version, ...fields } = payload.data;
    if (version !== listing.version) {
      return errorResponse(409, SERVER_ERRORS.listingEditConflict);
    }
    const categoryName = categoryNameOf(fields.category_id);
    if (!categoryName) return errorResponse(400, SERVER_ERRORS.categoryIdNotFound);
    if (categoryName !== fields.category_name) {
      return errorResponse(400, SERVER_ERRORS.categoryMismatch);
    }
    Object.assign(listing, fields, { version: listing.version + 1 });
    return HttpResponse.json(EditListingResponseSchema.parse(listing));
  }),
];
