import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  IdSchema,
  ReviewRemovalPayloadSchema,
  SellerBooksPageSchema,
  SellerBooksQuerySchema,
  SellerProfileSchema,
  SellerReviewsPageSchema,
  SellerReviewsQuerySchema,
  UpdateResultSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { access, serverListings } from './listingsHandlers';
import { removeReview, sellerRatingOf, serverReviews } from './reviewStore';

/** When the demo sellers joined, as GET /seller/{id} says it. */
export const MEMBER_SINCE = '2025-01-15T10:00:00.000Z';

const sellerByIdOf = (id: string) =>
  [...knownUsers.values()].find((user) => user._id === id && user.role === 'seller');

/** Keyset paging, newest first by (date, id), as the server pages: the items after `before`. */
function pageOf<T extends { _id: string }>(
  items: T[],
  dateOf: (item: T) => string,
  query: { limit: number; before?: string | undefined },
) {
  const sorted = [...items].sort(
    (a, b) => dateOf(b).localeCompare(dateOf(a)) || b._id.localeCompare(a._id),
  );
  const start = query.before ? sorted.findIndex(({ _id }) => _id === query.before) + 1 : 0;
  if (start === 0 && query.before) return null;
  const page = sorted.slice(start, start + query.limit);
  const more = start + query.limit < sorted.length;
  return { items: page, next: more ? (page.at(-1)?._id ?? null) : null };
}

/** The seller named by the path, or the server's refusal (400 malformed, 404 unknown). */
function sellerOf(id: unknown) {
  const parsed = IdSchema.safeParse(id);
  if (!parsed.success)
    return { denied: errorResponse(400, `id: ${parsed.error.issues[0]?.message}`) };
  const seller = sellerByIdOf(parsed.data);
  if (!seller) return { denied: errorResponse(404, SERVER_ERRORS.sellerIdNotFound) };
  return { seller, denied: null };
}

const queryOf = (request: Request, schema: typeof SellerBooksQuerySchema) =>
  schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));

export const handlers = [
  http.get(apiUrl(CATALOG_API.sellerProfile.route), ({ params }) => {
    const { seller, denied } = sellerOf(params.id);
    if (denied) return denied;
    return HttpResponse.json(
      SellerProfileSchema.parse({
        ...seller,
        member_since: MEMBER_SINCE,
        rating: sellerRatingOf(seller.email),
      }),
    );
  }),
  http.get(apiUrl(CATALOG_API.sellerBooks.route), ({ request, params }) => {
    const { seller, denied } = sellerOf(params.id);
    if (denied) return denied;
    const query = queryOf(request, SellerBooksQuerySchema);
    if (!query.success) return errorResponse(400, query.error.issues[0]?.message ?? '');
    const available = serverListings.filter((l) => l.seller_id === seller._id && !l.sold);
    const page = pageOf(available, (listing) => listing.post_date, query.data);
    if (!page) return errorResponse(400, SERVER_ERRORS.pageCursorGone);
    return HttpResponse.json(SellerBooksPageSchema.parse(page));
  }),
  http.get(apiUrl(CATALOG_API.sellerReviews.route), ({ request, params }) => {
    const { seller, denied } = sellerOf(params.id);
    if (denied) return denied;
    const query = queryOf(request, SellerReviewsQuerySchema);
    if (!query.success) return errorResponse(400, query.error.issues[0]?.message ?? '');
    const shown = serverReviews.filter(
      (review) => review.seller_email === seller.email && review.removed_reason === null,
    );
    const page = pageOf(shown, (review) => review.created_at, query.data);
    if (!page) return errorResponse(400, SERVER_ERRORS.pageCursorGone);
    // The answer has the public fields only (the schema strips the rest).
    return HttpResponse.json(SellerReviewsPageSchema.parse(page));
  }),
  http.post(apiUrl(CATALOG_API.reviewRemoval.route), async ({ request, params }) => {
    const { denied } = access(request, ['admin']);
    if (denied) return denied;
    const payload = ReviewRemovalPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const review = serverReviews.find(({ _id }) => _id === params.id);
    if (!review) return errorResponse(404, SERVER_ERRORS.reviewNotFound);
    if (review.removed_reason !== null) {
      return errorResponse(409, SERVER_ERRORS.reviewAlreadyRemoved);
    }
    removeReview(review, payload.data.reason);
    return HttpResponse.json(
      UpdateResultSchema.parse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 }),
    );
  }),
];
