import { http, HttpResponse } from 'msw';
import { ORDER_API } from '../../../shared/apiPaths/orderPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  GatewaySessionPayloadSchema,
  GatewaySessionResponseSchema,
  type HeldPayment,
  HeldPaymentListSchema,
  HeldPaymentSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse, nextTestId } from './errorResponse';
import { access } from './listingsHandlers';
import { ownOrder, serverOrders } from './ordersHandlers';
import { currentPaymentConfig, markPaid } from './paymentsHandlers';
import { registerReset } from './storeResets';

const ADMINS = ['admin'] as const;

/** The mock SSLCommerz: the sessions opened (by transaction id) and the payments it held. */
export const gatewayStore = {
  sessions: [] as { transactionId: string; orderId: string }[],
  held: [] as HeldPayment[],
};
registerReset(() => {
  gatewayStore.sessions.length = 0;
  gatewayStore.held.length = 0;
}, 'referencing');

/** The sandbox page a session of `transactionId` would send the buyer to. */
export const gatewayPageOf = (transactionId: string) =>
  `https://sandbox.sslcommerz.com/EasyCheckOut/${transactionId}`;

/** A payment the risk check held, for one of the demo buyer's orders (by its book's title). */
export function addHeldPayment(title: string, overrides: Partial<HeldPayment> = {}): HeldPayment {
  const order = serverOrders.find(({ bookTitle }) => bookTitle === title)!;
  const held = HeldPaymentSchema.parse({
    _id: `SSLC-${nextTestId().slice(-8)}`,
    order_id: order._id,
    book_title: order.bookTitle,
    buyer_email: order.email,
    amount: order.bookPrice,
    method: 'BKASH-BKash',
    risk_title: 'Card or wallet used from an unusual place',
    held_at: '2026-11-26T09:30:00.000Z',
    ...overrides,
  });
  gatewayStore.held.push(held);
  return held;
}

/** Takes a held payment out of the queue, else the refusal (not held, or not an admin). */
function decide(request: Request, id: string) {
  const { denied } = access(request, ADMINS);
  if (denied) return { denied };
  const index = gatewayStore.held.findIndex(({ _id }) => _id === id);
  if (index < 0) return { denied: errorResponse(404, SERVER_ERRORS.notFound) };
  const [held] = gatewayStore.held.splice(index, 1);
  return { held: held!, denied: null };
}

/** SSLCommerz sessions and the admin's held payments, as the server answers them. */
export const handlers = [
  http.post(apiUrl(ORDER_API.gatewaySessions.route), async ({ request }) => {
    const payload = GatewaySessionPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const { order, denied } = ownOrder(request, payload.data.orderId);
    if (denied) return denied;
    if (!currentPaymentConfig().wallets) return errorResponse(404, SERVER_ERRORS.notFound);
    if (order.status === 'paid') return errorResponse(409, SERVER_ERRORS.orderPaid);
    if (order.status === 'cancelled') return errorResponse(409, SERVER_ERRORS.orderCancelled);
    if (order.bookPrice !== payload.data.bookPrice) {
      return errorResponse(400, SERVER_ERRORS.priceMismatch);
    }
    const transactionId = `SSLC-${nextTestId().slice(-8)}`;
    gatewayStore.sessions.push({ transactionId, orderId: order._id });
    return HttpResponse.json(
      GatewaySessionResponseSchema.parse({ gatewayUrl: gatewayPageOf(transactionId) }),
    );
  }),
  http.get(apiUrl(ORDER_API.heldPayments.route), ({ request }) => {
    const { denied } = access(request, ADMINS);
    if (denied) return denied;
    return HttpResponse.json(HeldPaymentListSchema.parse(gatewayStore.held));
  }),
  http.post(apiUrl(ORDER_API.heldPaymentAccept.route), ({ request, params }) => {
    const { held, denied } = decide(request, String(params.id));
    if (denied) return denied;
    const order = serverOrders.find(({ _id }) => _id === held.order_id);
    if (order) markPaid(order);
    return HttpResponse.json(held);
  }),
  http.post(apiUrl(ORDER_API.heldPaymentRefund.route), ({ request, params }) => {
    const { held, denied } = decide(request, String(params.id));
    if (denied) return denied;
    return HttpResponse.json(held);
  }),
];
