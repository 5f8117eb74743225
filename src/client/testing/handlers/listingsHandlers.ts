import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  AddListingPayloadSchema,
  CategoryListingsQuerySchema,
  ConfirmListingResponseSchema,
  DeleteResultSchema,
  IdSchema,
  InsertResultSchema,
  ListingListSchema,
  ListingSchema,
  type ListingWithContact,
  ListingWithContactSchema,
  UpdateResultSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { categoryFixtures } from './categoriesHandlers';
import { errorResponse, nextTestId } from './errorResponse';
import { callerOf, knownUsers, roleOf } from './identityHandlers';
import { registerReset } from './storeResets';

const [ART, FICTION, NON_FICTION] = categoryFixtures.map(({ _id }) => _id) as [
  string,
  string,
  string,
];
export const CATEGORY_IDS = { art: ART, fiction: FICTION, nonFiction: NON_FICTION };

export const categoryNameOf = (id: string) =>
  categoryFixtures.find(({ _id }) => _id === id)?.category_name ?? '';

/** The seller of a fixture listing whose seller is not one of the known users. */
const UNKNOWN_SELLER_ID = '00000000-0000-4000-8000-00000000000f';

/**
 * A valid listing as the server keeps it (its seller's phone number too: only the seller's own
 * answers carry that); tests override what they look at.
 */
export function listingFixture(overrides: Partial<ListingWithContact> = {}): ListingWithContact {
  const categoryId = overrides.category_id ?? FICTION;
  const sellerEmail = overrides.seller_email ?? 'seller@demo.test';
  return ListingWithContactSchema.parse({
    _id: nextTestId(),
    seller_email: sellerEmail,
    seller_name: knownUsers.get(sellerEmail)?.name ?? 'Rahim Uddin',
    seller_id: knownUsers.get(sellerEmail)?._id ?? UNKNOWN_SELLER_ID,
    seller_rating: { average: null, count: 0 },
    book_img: '/images/books/lalsalu.svg',
    book_title: 'Lalsalu',
    author: 'Syed Waliullah',
    original_price: 400,
    seller_price: 250,
    used: '2 years',
    post_date: '2026-11-20T09:05:00.000Z',
    post_time: '2026-11-20T09:05:00.000Z',
    category_name: categoryNameOf(categoryId),
    category_id: categoryId,
    condition: 'good',
    location: 'Dhaka',
    contact: '01711000000',
    description: 'A novel of village life in Bangladesh.',
    relevantInformation: 'Paperback, no markings.',
    sold: false,
    adv: false,
    isVerified: true,
    version: 1,
    payment_methods: ['online', 'cash'],
    reserved: false,
    ...overrides,
  });
}

/** The server's listings before each test: four of the verified seller's, two of the new one's. */
function demoListings(): ListingWithContact[] {
  return [
    listingFixture({
      _id: '3e9f4c8b-bd6a-4f5e-8c4b-5a6f7e8d9fa4',
      book_title: 'The Old Man and the Sea',
      book_img: '/images/books/the-old-man-and-the-sea.svg',
      post_date: '2026-11-19T08:00:00.000Z',
      post_time: '2026-11-19T08:00:00.000Z',
      adv: true,
    }),
    listingFixture({
      _id: '4fa05d9c-ce7b-4a6f-9d5c-6b7a8f9eaab5',
      book_title: 'Pather Panchali',
      book_img: '/images/books/pather-panchali.svg',
      post_date: '2026-11-18T08:00:00.000Z',
      post_time: '2026-11-18T08:00:00.000Z',
      adv: true,
    }),
    listingFixture({
      _id: '5ab16eab-df8c-4b70-8e6d-7c8b9faabbc6',
      book_title: 'Lalsalu',
      post_date: '2026-11-17T08:00:00.000Z',
      post_time: '2026-11-17T08:00:00.000Z',
      sold: true,
    }),
    listingFixture({
      _id: '6bc27fbc-e09d-4c81-9f7e-8d9cafbbccd7',
      book_title: 'The God of Small Things',
      book_img: '/images/books/the-god-of-small-things.svg',
      post_date: '2026-11-16T08:00:00.000Z',
      post_time: '2026-11-16T08:00:00.000Z',
    }),
    listingFixture({
      _id: '7cd380cd-f1ae-4d92-8a8f-9eadbaccdde8',
      seller_email: 'newseller@demo.test',
      book_title: 'One Hundred Years of Solitude',
      book_img: '/images/books/one-hundred-years-of-solitude.svg',
      post_date: '2026-11-15T08:00:00.000Z',
      post_time: '2026-11-15T08:00:00.000Z',
      isVerified: false,
    }),
    listingFixture({
      _id: '8de491de-02bf-4ea3-9b90-afbecbddeef9',
      seller_email: 'newseller@demo.test',
      category_id: NON_FICTION,
      book_title: 'Sapiens',
      book_img: '/images/books/sapiens.svg',
      isVerified: false,
    }),
  ];
}

/** The server's listings as the handlers see them; reset before each test. */
export const serverListings: ListingWithContact[] = [];
export function resetListings(listings: ListingWithContact[] = demoListings()) {
  serverListings.splice(0, serverListings.length, ...listings);
}
resetListings();
registerReset(() => resetListings());

/** Newest first, as the server lists them (by post time, then id). */
export const newestFirst = (listings: ListingWithContact[]) =>
  [...listings].sort(
    (a, b) => b.post_date.localeCompare(a.post_date) || b._id.localeCompare(a._id),
  );

/** What GET /adv answers: the available advertised listings, newest first. */
export const advertisedListings = () =>
  newestFirst(serverListings.filter(({ adv, sold }) => adv && !sold)).map(({ _id, book_img }) => ({
    _id,
    book_img,
  }));

const updated = (modified: boolean) =>
  HttpResponse.json(
    UpdateResultSchema.parse({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: modified ? 1 : 0,
    }),
  );

type Access = { caller: string; denied: null } | { caller: null; denied: Response };

/** The auth plugin's check: a valid access token, and one of `roles` when given. */
export function access(request: Request, roles?: readonly string[]): Access {
  const caller = callerOf(request);
  if (!caller) return { caller: null, denied: errorResponse(401, SERVER_ERRORS.signInRequired) };
  if (roles && !roles.includes(roleOf(caller))) {
    return { caller: null, denied: errorResponse(403, SERVER_ERRORS.roleRequired(roles)) };
  }
  return { caller, denied: null };
}

/** The caller's own listing (or any, for `adminsToo` and an admin), else the refusal. */
export function ownListing(request: Request, id: string, { adminsToo = false } = {}) {
  const { caller, denied } = access(request, adminsToo ? ['seller', 'admin'] : ['seller']);
  if (denied) return { denied };
  const listing = serverListings.find(({ _id }) => _id === id);
  if (!listing) return { denied: errorResponse(404, SERVER_ERRORS.listingNotFound) };
  const isAdmin = adminsToo && roleOf(caller) === 'admin';
  if (listing.seller_email !== caller && !isAdmin) {
    return { denied: errorResponse(403, SERVER_ERRORS.notYourListing) };
  }
  return { listing, denied: null };
}

function setAdvertised(request: Request, id: string, adv: boolean) {
  const { listing, denied } = ownListing(request, id);
  if (denied) return denied;
  if (listing.sold) return errorResponse(409, SERVER_ERRORS.listingSold);
  const modified = listing.adv !== adv;
  listing.adv = adv;
  return updated(modified);
}

export const handlers = [
  http.get(apiUrl(CATALOG_API.categoryListings.route), ({ request, params }) => {
    const { denied } = access(request);
    if (denied) return denied;
    const categoryId = String(params.id);
    if (!categoryFixtures.some(({ _id }) => _id === categoryId)) {
      return errorResponse(404, SERVER_ERRORS.categoryIdNotFound);
    }
    const query = CategoryListingsQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return errorResponse(400, query.error.issues[0]?.message ?? '');
    const { limit, before } = query.data;
    const available = newestFirst(
      serverListings.filter((listing) => listing.category_id === categoryId && !listing.sold),
    );
    let page = available;
    if (before) {
      // Keyset paging: the listings older than the last one shown, by (post time, id).
      const cursor = serverListings.find(({ _id }) => _id === before);
      if (!cursor) return errorResponse(400, SERVER_ERRORS.pageCursorGone);
      page = available.filter(
        ({ post_date, _id }) =>
          post_date < cursor.post_date || (post_date === cursor.post_date && _id < cursor._id),
      );
    }
    return HttpResponse.json(ListingListSchema.parse(page.slice(0, limit)));
  }),
  // GET /books (the seller's own list, with unpaid orders): sellerListingsHandlers.ts.
  http.post(apiUrl(CATALOG_API.addListing.route), async ({ request }) => {
    const { caller, denied } = access(request, ['seller']);
    if (denied) return denied;
    const payload = AddListingPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const categoryName = categoryNameOf(payload.data.category_id);
    if (!categoryName) return errorResponse(400, SERVER_ERRORS.categoryIdNotFound);
    if (categoryName !== payload.data.category_name) {
      return errorResponse(400, SERVER_ERRORS.categoryMismatch);
    }
    const now = new Date().toISOString();
    const listing = listingFixture({
      ...payload.data,
      seller_email: caller,
      seller_name: knownUsers.get(caller)?.name ?? '',
      post_date: now,
      post_time: now,
      sold: false,
      adv: false,
      isVerified: false,
    });
    serverListings.push(listing);
    return HttpResponse.json(
      InsertResultSchema.parse({ acknowledged: true, insertedId: listing._id }),
      { status: 201 },
    );
  }),
  http.get(apiUrl(CATALOG_API.confirmListing.route), ({ request }) => {
    const pid = new URL(request.url).searchParams.get('pid') ?? '';
    const { listing, denied } = ownListing(request, pid);
    if (denied) return denied;
    const isVerified = knownUsers.get(listing.seller_email)?.appVerified ?? false;
    const modified = listing.isVerified !== isVerified;
    listing.isVerified = isVerified;
    return HttpResponse.json(
      ConfirmListingResponseSchema.parse({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: modified ? 1 : 0,
      }),
    );
  }),
  http.post(apiUrl(CATALOG_API.advertise.route), ({ request, params }) =>
    setAdvertised(request, String(params.id), true),
  ),
  http.post(apiUrl(CATALOG_API.offAdvertise.route), ({ request, params }) =>
    setAdvertised(request, String(params.id), false),
  ),
  http.delete(apiUrl(CATALOG_API.deleteListing.route), ({ request, params }) => {
    const { listing, denied } = ownListing(request, String(params.id), { adminsToo: true });
    if (denied) return denied;
    serverListings.splice(serverListings.indexOf(listing), 1);
    return HttpResponse.json(DeleteResultSchema.parse({ acknowledged: true, deletedCount: 1 }));
  }),
  // Public: a sold book keeps its page; an unknown id is 404, a malformed one 400 (like the server).
  http.get(apiUrl(CATALOG_API.listing.route), ({ params }) => {
    const id = IdSchema.safeParse(params.id);
    if (!id.success) return errorResponse(400, `id: ${id.error.issues[0]?.message ?? ''}`);
    const listing = serverListings.find(({ _id }) => _id === id.data);
    if (!listing) return errorResponse(404, SERVER_ERRORS.listingNotFound);
    return HttpResponse.json(ListingSchema.parse(listing));
  }),
  http.get(apiUrl(CATALOG_API.isSold.route), ({ params }) => {
    const listing = serverListings.find(({ _id }) => _id === params.id);
    if (!listing) return errorResponse(404, SERVER_ERRORS.listingNotFound);
    return HttpResponse.json(listing.sold);
  }),
];
