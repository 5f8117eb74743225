import { http, HttpResponse } from 'msw';
import { ORDER_API } from '../../../shared/apiPaths/orderPaths';
import { MINIMUM_PRICE } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  CreateOrderResponseSchema,
  HandoverCodeResponseSchema,
  type Listing,
  OpenOrderAnswerSchema,
  OrderChangeResponseSchema,
  type Order,
  OrderListSchema,
  OrderPayloadSchema,
  OrderSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse, nextTestId } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { access, serverListings } from './listingsHandlers';
import { reviewOfOrder } from './reviewStore';
import { registerReset } from './storeResets';

/** The handover code the mock server gives every order waiting for its handover. */
export const MOCK_HANDOVER_CODE = '482916';

/** How long an unpaid order waits for its payment (the server's is configured; ours a day). */
const PAY_WITHIN_MS = 24 * 3_600_000;

/** A valid unpaid order of the demo buyer for `listing`; tests override what they look at. */
function orderFixture(listing: Listing, overrides: Partial<Order> = {}): Order {
  return OrderSchema.parse({
    _id: nextTestId(),
    bookTitle: listing.book_title,
    bookPrice: listing.seller_price,
    seller_name: listing.seller_name,
    seller_email: listing.seller_email,
    location: 'Dhanmondi Lake, Dhaka',
    paid: false,
    status: 'unpaid',
    email: 'buyer@demo.test',
    name: 'Karim Ahmed',
    phone: '',
    product_id: listing._id,
    order_date: '2026-11-21T10:00:00.000Z',
    pay_by: '2026-11-22T10:00:00.000Z',
    review: null,
    ...overrides,
  });
}

const listingTitled = (title: string) => {
  const listing = serverListings.find(({ book_title }) => book_title === title);
  if (!listing) throw new Error(`No demo listing titled ${title}`);
  return listing;
};

/** The demo buyer's orders: one to pay, one paid (its book sold), one cancelled. */
function demoOrders(): Order[] {
  return [
    orderFixture(listingTitled('The God of Small Things'), { location: 'Zindabazar, Sylhet' }),
    orderFixture(listingTitled('Lalsalu'), {
      paid: true,
      status: 'paid',
      pay_by: null,
      order_date: '2026-11-20T10:00:00.000Z',
    }),
    orderFixture(listingTitled('Pather Panchali'), {
      status: 'cancelled',
      pay_by: null,
      order_date: '2026-11-19T10:00:00.000Z',
    }),
  ];
}

/** The server's orders as the handlers see them; reset after each test. */
export const serverOrders: Order[] = [];
export function resetOrders(orders: Order[] = demoOrders()) {
  serverOrders.splice(0, serverOrders.length, ...orders);
}
resetOrders();
registerReset(() => resetOrders(), 'referencing');

/** An order as the server answers it: with the buyer's review of its seller (reviewStore.ts). */
const answered = (order: Order): Order => ({ ...order, review: reviewOfOrder(order._id) });

/** An order after a change, as the server answers it. */
const changeOf = (order: Order) =>
  OrderChangeResponseSchema.parse({
    _id: order._id,
    status: order.status,
    payment_method: order.payment_method,
    meetup_at: order.meetup_at,
    meetup_proposed_by: order.meetup_proposed_by,
    meetup_agreed: order.meetup_agreed,
  });

/** The caller's own order, else the server's refusal. */
export function ownOrder(request: Request, id: string) {
  const { caller, denied } = access(request);
  if (denied) return { denied };
  const order = serverOrders.find(({ _id, email }) => _id === id && email === caller);
  if (!order) return { denied: errorResponse(404, SERVER_ERRORS.orderNotFound) };
  return { order, caller, denied: null };
}

export const handlers = [
  http.get(apiUrl(ORDER_API.orders.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    if (new URL(request.url).searchParams.get('email') !== caller) {
      return errorResponse(403, SERVER_ERRORS.notYourAccount);
    }
    const own = serverOrders.filter(({ email }) => email === caller);
    own.sort((a, b) => b.order_date.localeCompare(a.order_date));
    return HttpResponse.json(OrderListSchema.parse(own.map(answered)));
  }),
  // 'Orders for my books': the orders of the caller's books (by the seller's e-mail here).
  http.get(apiUrl(ORDER_API.sellerOrders.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const theirs = serverOrders.filter(({ seller_email }) => seller_email === caller);
    return HttpResponse.json(OrderListSchema.parse(theirs.map(answered)));
  }),
  // The buyer cancels an unpaid order (a cash one before its meet-up time).
  http.post(apiUrl(ORDER_API.orderCancel.route), ({ request, params }) => {
    const { order, denied } = ownOrder(request, String(params.id));
    if (denied) return denied;
    const before =
      order.payment_method === 'online' ||
      (order.meetup_at !== null && Date.parse(order.meetup_at) > Date.now());
    if (order.status !== 'unpaid' || !before) {
      return errorResponse(409, SERVER_ERRORS.orderChangeRefused);
    }
    Object.assign(order, {
      status: 'cancelled',
      cancel_reason: 'cancelled_by_buyer',
      pay_by: null,
    });
    return HttpResponse.json(changeOf(order));
  }),
  // The seller cancels a cash order whose meet-up time has passed.
  http.post(apiUrl(ORDER_API.orderNoShow.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const order = serverOrders.find(({ _id }) => _id === String(params.id));
    if (!order || order.seller_email !== caller) {
      return errorResponse(404, SERVER_ERRORS.orderNotFound);
    }
    const passed = order.meetup_at !== null && Date.parse(order.meetup_at) <= Date.now();
    if (order.status !== 'unpaid' || order.payment_method !== 'cash' || !passed) {
      return errorResponse(409, SERVER_ERRORS.meetupNotYetPassed);
    }
    Object.assign(order, { status: 'cancelled', cancel_reason: 'seller_no_show' });
    return HttpResponse.json(changeOf(order));
  }),
  // The seller types the buyer's code: MOCK_HANDOVER_CODE completes the sale.
  http.post(apiUrl(ORDER_API.handover.route), async ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const order = serverOrders.find(({ _id }) => _id === String(params.id));
    if (!order || order.seller_email !== caller) {
      return errorResponse(404, SERVER_ERRORS.orderNotFound);
    }
    const { code } = (await request.json()) as { code?: string };
    const waiting =
      order.status === 'paid' || (order.status === 'unpaid' && order.payment_method === 'cash');
    if (!waiting) return errorResponse(409, SERVER_ERRORS.orderChangeRefused);
    if (code !== MOCK_HANDOVER_CODE) return errorResponse(400, SERVER_ERRORS.handoverCodeWrong);
    Object.assign(order, {
      status: 'handed_over',
      paid: true,
      handed_over_at: new Date().toISOString(),
    });
    return HttpResponse.json(changeOf(order));
  }),
  // Each call a new code, as the server makes one; the mock's is always the same.
  http.post(apiUrl(ORDER_API.handoverCode.route), ({ request, params }) => {
    const { order, denied } = ownOrder(request, String(params.id));
    if (denied) return denied;
    const waiting =
      order.status === 'paid' || (order.status === 'unpaid' && order.payment_method === 'cash');
    if (!waiting) return errorResponse(409, SERVER_ERRORS.orderChangeRefused);
    return HttpResponse.json(HandoverCodeResponseSchema.parse({ code: MOCK_HANDOVER_CODE }));
  }),
  // The caller's open order of a book (unpaid or paid), newest first, or null.
  http.get(apiUrl(ORDER_API.openOrderAboutListing.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const open = serverOrders.findLast(
      ({ product_id, email, status }) =>
        product_id === String(params.listingId) &&
        email === caller &&
        (status === 'unpaid' || status === 'paid'),
    );
    return HttpResponse.json(OpenOrderAnswerSchema.parse({ order_id: open?._id ?? null }));
  }),
  http.get(apiUrl(ORDER_API.order.route), ({ request, params }) => {
    const { order, denied } = ownOrder(request, String(params.id));
    return denied ?? HttpResponse.json(OrderSchema.parse(answered(order)));
  }),
  // Title, price and seller come from the listing, the buyer's name from the account.
  http.post(apiUrl(ORDER_API.createOrder.route), async ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = OrderPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    if (payload.data.email !== caller) return errorResponse(403, SERVER_ERRORS.emailMismatch);
    const listing = serverListings.find(({ _id }) => _id === payload.data.product_id);
    if (!listing) return errorResponse(404, SERVER_ERRORS.listingNotFound);
    if (listing.seller_email === caller) return errorResponse(409, SERVER_ERRORS.ownListingOrder);
    if (listing.sold) return errorResponse(409, SERVER_ERRORS.listingSold);
    if (payload.data.payment_method === 'online' && listing.seller_price < MINIMUM_PRICE) {
      return errorResponse(409, SERVER_ERRORS.listingBelowMinimumPrice);
    }
    const pending = serverOrders.some(
      (order) =>
        order.email === caller && order.product_id === listing._id && order.status === 'unpaid',
    );
    if (pending) return errorResponse(409, SERVER_ERRORS.alreadyOrdered);
    const now = Date.now();
    const order = orderFixture(listing, {
      name: knownUsers.get(caller)?.name ?? payload.data.name,
      email: caller,
      phone: payload.data.phone,
      location: payload.data.location,
      order_date: new Date(now).toISOString(),
      pay_by: new Date(now + PAY_WITHIN_MS).toISOString(),
    });
    serverOrders.push(order);
    return HttpResponse.json(
      CreateOrderResponseSchema.parse({ acknowledged: true, insertedId: order._id }),
      { status: 201 },
    );
  }),
];
