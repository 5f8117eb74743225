import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  IdSchema,
  type PublicReview,
  PublicReviewSchema,
  ReviewRemovalPayloadSchema,
  SellerBooksPageSchema,
  SellerBooksQuerySchema,
  SellerProfileSchema,
  SellerReviewsPageSchema,
  SellerReviewsQuerySchema,
  UpdateResultSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse, nextTestId } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { access, serverListings } from './listingsHandlers';

/** When the demo sellers joined, as GET /seller/{id} says it. */
export const MEMBER_SINCE = '2025-01-15T10:00:00.000Z';

/** A review as the handlers keep it: the public answer, whose seller it is, and if removed. */
export type ServerReview = PublicReview & { seller_id: string; removed: boolean };

const sellerByIdOf = (id: string) =>
  [...knownUsers.values()].find((user) => user._id === id && user.role === 'seller');

/** A valid review of the verified demo seller; tests override what they look at. */
export function reviewFixture(overrides: Partial<ServerReview> = {}): ServerReview {
  const { seller_id, removed, ...review } = overrides;
  return {
    ...PublicReviewSchema.parse({
      _id: nextTestId(),
      rating: 4,
      comment: 'Met on time, the book as described.',
      reviewer_name: 'Karim Ahmed',
      book_title: 'Lalsalu',
      created_at: '2026-11-10T08:00:00.000Z',
      updated_at: '2026-11-10T08:00:00.000Z',
      ...review,
    }),
    seller_id: seller_id ?? knownUsers.get('seller@demo.test')?._id ?? '',
    removed: removed ?? false,
  };
}

/** The verified seller's reviews before each test: 5, 4 and 3 stars (4.0 of 3). */
function demoReviews(): ServerReview[] {
  return [
    reviewFixture({
      _id: 'b2e3d4c5-0001-4b00-8b00-000000000001',
      rating: 5,
      comment: 'Friendly, and the book was like new.',
      book_title: 'Pather Panchali',
      created_at: '2026-11-12T08:00:00.000Z',
      updated_at: '2026-11-13T09:00:00.000Z',
    }),
    reviewFixture({
      _id: 'b2e3d4c5-0002-4b00-8b00-000000000002',
      rating: 4,
      reviewer_name: 'Ayesha Siddiqua',
      created_at: '2026-11-11T08:00:00.000Z',
      updated_at: '2026-11-11T08:00:00.000Z',
    }),
    reviewFixture({
      _id: 'b2e3d4c5-0003-4b00-8b00-000000000003',
      rating: 3,
      comment: '',
      book_title: 'The God of Small Things',
    }),
  ];
}

/** The server's reviews as the handlers see them; reset before each test. */
export const serverReviews: ServerReview[] = [];
export function resetSellerReviews(reviews: ServerReview[] = demoReviews()) {
  serverReviews.splice(0, serverReviews.length, ...reviews);
}
resetSellerReviews();

/** The seller's standing as the server's trigger keeps it: removed reviews do not count. */
function ratingOf(sellerId: string) {
  const counted = serverReviews.filter((r) => r.seller_id === sellerId && !r.removed);
  const sum = counted.reduce((total, { rating }) => total + rating, 0);
  const average = counted.length ? Math.round((sum / counted.length) * 10) / 10 : null;
  return { average, count: counted.length };
}

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

export const sellerPageHandlers = [
  http.get(apiUrl(API.sellerProfile.route), ({ params }) => {
    const { seller, denied } = sellerOf(params.id);
    if (denied) return denied;
    return HttpResponse.json(
      SellerProfileSchema.parse({
        ...seller,
        member_since: MEMBER_SINCE,
        rating: ratingOf(seller._id),
      }),
    );
  }),
  http.get(apiUrl(API.sellerBooks.route), ({ request, params }) => {
    const { seller, denied } = sellerOf(params.id);
    if (denied) return denied;
    const query = queryOf(request, SellerBooksQuerySchema);
    if (!query.success) return errorResponse(400, query.error.issues[0]?.message ?? '');
    const available = serverListings.filter((l) => l.seller_id === seller._id && !l.sold);
    const page = pageOf(available, (listing) => listing.post_date, query.data);
    if (!page) return errorResponse(400, SERVER_ERRORS.pageCursorGone);
    return HttpResponse.json(SellerBooksPageSchema.parse(page));
  }),
  http.get(apiUrl(API.sellerReviews.route), ({ request, params }) => {
    const { seller, denied } = sellerOf(params.id);
    if (denied) return denied;
    const query = queryOf(request, SellerReviewsQuerySchema);
    if (!query.success) return errorResponse(400, query.error.issues[0]?.message ?? '');
    const shown = serverReviews.filter((r) => r.seller_id === seller._id && !r.removed);
    const page = pageOf(shown, (review) => review.created_at, query.data);
    if (!page) return errorResponse(400, SERVER_ERRORS.pageCursorGone);
    // The answer has the public fields only (the schema strips the rest).
    return HttpResponse.json(SellerReviewsPageSchema.parse(page));
  }),
  http.post(apiUrl(API.reviewRemoval.route), async ({ request, params }) => {
    const { denied } = access(request, ['admin']);
    if (denied) return denied;
    const payload = ReviewRemovalPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const review = serverReviews.find(({ _id }) => _id === params.id);
    if (!review) return errorResponse(404, SERVER_ERRORS.reviewNotFound);
    if (review.removed) return errorResponse(409, SERVER_ERRORS.reviewAlreadyRemoved);
    review.removed = true;
    return HttpResponse.json(
      UpdateResultSchema.parse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 }),
    );
  }),
];
