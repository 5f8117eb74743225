import { http, HttpResponse } from 'msw';
import { ORDER_API } from '../../../shared/apiPaths/orderPaths';
import { MEETUP_MAX_DAYS, PROBLEM_REPORT_HOURS } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  InsertResultSchema,
  type Order,
  OrderChangeResponseSchema,
  type OrderDetail,
  OrderDetailSchema,
  type OrderEvent,
  OrderHistorySchema,
  OrderProblemSchema,
  type OrderPageAction,
  ProblemPayloadSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse, nextTestId } from './errorResponse';
import { access } from './listingsHandlers';
import { serverOrders } from './ordersHandlers';
import { registerReset } from './storeResets';

/** The mock server's mobile numbers of the two sides of every order. */
export const MOCK_SELLER_PHONE = '01711111111';
export const MOCK_BUYER_PHONE = '01822222222';

/** Extra history rows and problem reports made during a test, by order id. */
const histories = new Map<string, OrderEvent[]>();
const problems = new Map<
  string,
  { reason: 'not_as_described' | 'not_received'; details: string }
>();
registerReset(() => {
  histories.clear();
  problems.clear();
});

type Side = OrderDetail['side'];

/** The order as its buyer or its seller, else the server's refusal (anyone else: missing). */
function partyOf(request: Request, id: string) {
  const { caller, denied } = access(request);
  if (denied) return { denied };
  const order = serverOrders.find(({ _id }) => _id === id);
  let side: Side | undefined;
  if (order?.email === caller) side = 'buyer';
  else if (order?.seller_email === caller) side = 'seller';
  if (!order || !side) return { denied: errorResponse(404, SERVER_ERRORS.orderNotFound) };
  return { order, side, denied: null };
}

const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');
const passed = (iso: string | null) => iso !== null && Date.parse(iso) <= Date.now();

/** What the server's transition table allows `side` now (server/db/queries/orderDetail.ts). */
function actionsOf(order: Order, side: Side): OrderPageAction[] {
  const cashOpen = order.status === 'unpaid' && order.payment_method === 'cash';
  const waiting = order.status === 'paid' || cashOpen;
  const handedOverRecently =
    order.status === 'handed_over' &&
    order.handed_over_at !== null &&
    Date.parse(order.handed_over_at) > Date.now() - PROBLEM_REPORT_HOURS * 3_600_000;
  const when: Record<OrderPageAction, boolean> = {
    pay: side === 'buyer' && order.status === 'unpaid' && order.payment_method === 'online',
    showHandoverCode: side === 'buyer' && waiting,
    handOver: side === 'seller' && waiting,
    cancelByBuyer:
      side === 'buyer' &&
      order.status === 'unpaid' &&
      (order.payment_method === 'online' || !passed(order.meetup_at)),
    refundNotHandedOver: false,
    cancelNoShow: side === 'seller' && cashOpen && passed(order.meetup_at),
    proposeMeetup: cashOpen,
    agreeMeetup: cashOpen && order.meetup_proposed_by === otherSide(side) && !order.meetup_agreed,
    reportProblem:
      side === 'buyer' &&
      order.payment_method === 'online' &&
      handedOverRecently &&
      !problems.has(order._id),
  };
  return (Object.keys(when) as OrderPageAction[]).filter((action) => when[action]);
}

const detailOf = (order: Order, side: Side): OrderDetail =>
  OrderDetailSchema.parse({
    _id: order._id,
    status: order.status,
    payment_method: order.payment_method,
    price: order.bookPrice,
    created_at: order.order_date,
    paid_at: order.paid ? order.order_date : null,
    handed_over_at: order.handed_over_at,
    cancel_reason: order.cancel_reason,
    meetup_at: order.meetup_at,
    meetup_proposed_by: order.meetup_proposed_by,
    meetup_agreed: order.meetup_agreed,
    meeting_place: order.location,
    book: { id: order.product_id, title: order.bookTitle, photo: null },
    side,
    other: {
      name: side === 'buyer' ? order.seller_name : order.name,
      phone:
        order.status === 'unpaid' || order.status === 'paid'
          ? side === 'buyer'
            ? MOCK_SELLER_PHONE
            : MOCK_BUYER_PHONE
          : null,
    },
    handover_locked_until: null,
    problem_reported: problems.has(order._id),
    actions: actionsOf(order, side),
  });

function recordEvent(order: Order, actor: Side, reason: OrderEvent['reason']) {
  const events = histories.get(order._id) ?? [];
  events.push({
    from_status: order.status,
    to_status: order.status,
    actor,
    reason,
    at: new Date().toISOString(),
  });
  histories.set(order._id, events);
}

const changeOf = (order: Order) =>
  OrderChangeResponseSchema.parse({
    _id: order._id,
    status: order.status,
    payment_method: order.payment_method,
    meetup_at: order.meetup_at,
    meetup_proposed_by: order.meetup_proposed_by,
    meetup_agreed: order.meetup_agreed,
  });

export const handlers = [
  http.get(apiUrl(ORDER_API.orderDetail.route), ({ request, params }) => {
    const { order, side, denied } = partyOf(request, String(params.id));
    return denied ?? HttpResponse.json(detailOf(order, side));
  }),
  // Placed, then whatever happened during the test.
  http.get(apiUrl(ORDER_API.orderHistory.route), ({ request, params }) => {
    const { order, denied } = partyOf(request, String(params.id));
    if (denied) return denied;
    const placed: OrderEvent = {
      from_status: null,
      to_status: 'unpaid',
      actor: 'buyer',
      reason: 'placed',
      at: order.order_date,
    };
    return HttpResponse.json(
      OrderHistorySchema.parse([placed, ...(histories.get(order._id) ?? [])]),
    );
  }),
  http.put(apiUrl(ORDER_API.orderMeetup.route), async ({ request, params }) => {
    const { order, side, denied } = partyOf(request, String(params.id));
    if (denied) return denied;
    const { meetup_at: at } = (await request.json()) as { meetup_at: string };
    const ms = Date.parse(at);
    if (!(ms > Date.now() && ms <= Date.now() + MEETUP_MAX_DAYS * 86_400_000)) {
      return errorResponse(400, SERVER_ERRORS.meetupOutOfRange);
    }
    if (order.status !== 'unpaid' || order.payment_method !== 'cash') {
      return errorResponse(409, SERVER_ERRORS.meetupOnlyForCash);
    }
    Object.assign(order, { meetup_at: at, meetup_proposed_by: side, meetup_agreed: false });
    recordEvent(order, side, 'meetup_proposed');
    return HttpResponse.json(changeOf(order));
  }),
  http.post(apiUrl(ORDER_API.orderMeetupAgreement.route), ({ request, params }) => {
    const { order, side, denied } = partyOf(request, String(params.id));
    if (denied) return denied;
    if (!actionsOf(order, side).includes('agreeMeetup')) {
      return errorResponse(409, SERVER_ERRORS.meetupNothingToAgree);
    }
    order.meetup_agreed = true;
    recordEvent(order, side, 'meetup_agreed');
    return HttpResponse.json(changeOf(order));
  }),
  http.post(apiUrl(ORDER_API.orderProblem.route), async ({ request, params }) => {
    const { order, side, denied } = partyOf(request, String(params.id));
    if (denied) return denied;
    if (side !== 'buyer') return errorResponse(403, SERVER_ERRORS.onlyTheBuyer);
    const payload = ProblemPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    if (!actionsOf(order, side).includes('reportProblem')) {
      return errorResponse(409, SERVER_ERRORS.problemWindowClosed);
    }
    problems.set(order._id, payload.data);
    recordEvent(order, side, 'problem_reported');
    const id = nextTestId();
    return HttpResponse.json(InsertResultSchema.parse({ acknowledged: true, insertedId: id }), {
      status: 201,
    });
  }),
  http.get(apiUrl(ORDER_API.orderProblem.route), ({ request, params }) => {
    const { order, denied } = partyOf(request, String(params.id));
    if (denied) return denied;
    const problem = problems.get(order._id);
    if (!problem) return errorResponse(404, SERVER_ERRORS.problemNotFound);
    return HttpResponse.json(
      OrderProblemSchema.parse({
        _id: nextTestId(),
        order_id: order._id,
        book_title: order.bookTitle,
        book_price: order.bookPrice,
        buyer_name: order.name,
        seller_name: order.seller_name,
        ...problem,
        created_at: new Date().toISOString(),
        outcome: null,
        note: null,
      }),
    );
  }),
];
