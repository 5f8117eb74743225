import { http, HttpResponse } from 'msw';
import { ORDER_API } from '../../../shared/apiPaths/orderPaths';
import { TEST_MODE_CARDS } from '../../../shared/constants';
import { CARD_ERRORS, SERVER_ERRORS } from '../../../shared/messages';
import {
  CreatePaymentIntentPayloadSchema,
  CreatePaymentIntentResponseSchema,
  type Order,
  type PaymentConfig,
  PaymentConfigSchema,
  PaymentPayloadSchema,
  PaymentResponseSchema,
  TestModeCardConfirmPayloadSchema,
  TestModeCardConfirmResponseSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse, nextTestId } from './errorResponse';
import { access, serverListings } from './listingsHandlers';
import { ownOrder, serverOrders } from './ordersHandlers';
import { registerReset } from './storeResets';

type Intent = { id: string; clientSecret: string; orderId: string; succeeded: boolean };

const state = {
  config: { provider: 'test', currency: 'bdt', wallets: false } as PaymentConfig,
  intents: [] as Intent[],
  /** Recorded payments by transaction id, so a replay answers the same id. */
  payments: new Map<string, string>(),
};

/** The test-mode provider charging Taka by default, as the server without Stripe keys. */
export function resetPayments(
  config: PaymentConfig = { provider: 'test', currency: 'bdt', wallets: false },
) {
  state.config = PaymentConfigSchema.parse(config);
  state.intents = [];
  state.payments.clear();
}
registerReset(() => resetPayments());

/** What GET /payment-config answers now (the gateway's handlers refuse without `wallets`). */
export const currentPaymentConfig = (): PaymentConfig => state.config;

/** The test-mode provider's answers to Stripe's test cards (any other number is a live card). */
const CARD_OUTCOMES: Record<string, string | null> = {
  [TEST_MODE_CARDS.succeeds]: null,
  [TEST_MODE_CARDS.succeedsDebit]: null,
  [TEST_MODE_CARDS.succeedsMastercard]: null,
  [TEST_MODE_CARDS.declined]: CARD_ERRORS.declined,
  [TEST_MODE_CARDS.insufficientFunds]: CARD_ERRORS.insufficientFunds,
  [TEST_MODE_CARDS.expired]: CARD_ERRORS.expired,
  [TEST_MODE_CARDS.incorrectCvc]: CARD_ERRORS.incorrectCvc,
};

/** Paying sells the book: other buyers' unpaid orders for it are cancelled. */
export function markPaid(paid: Order) {
  Object.assign(paid, { paid: true, status: 'paid', pay_by: null });
  for (const order of serverOrders) {
    if (order.product_id === paid.product_id && order.status === 'unpaid') {
      Object.assign(order, { status: 'cancelled', pay_by: null });
    }
  }
  const listing = serverListings.find(({ _id }) => _id === paid.product_id);
  if (listing) Object.assign(listing, { sold: true, adv: false });
}

export const handlers = [
  http.get(apiUrl(ORDER_API.paymentConfig.route), () => HttpResponse.json(state.config)),
  http.post(apiUrl(ORDER_API.createPaymentIntent.route), async ({ request }) => {
    const payload = CreatePaymentIntentPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const { order, denied } = ownOrder(request, payload.data.orderId);
    if (denied) return denied;
    if (order.status === 'paid') return errorResponse(409, SERVER_ERRORS.orderPaid);
    if (order.status === 'cancelled') return errorResponse(409, SERVER_ERRORS.orderCancelled);
    if (order.bookPrice !== payload.data.bookPrice) {
      return errorResponse(400, SERVER_ERRORS.priceMismatch);
    }
    const id = `pi_local_${nextTestId().slice(-6)}`;
    const intent = { id, clientSecret: `${id}_secret_test`, orderId: order._id, succeeded: false };
    state.intents.push(intent);
    return HttpResponse.json(
      CreatePaymentIntentResponseSchema.parse({ clientSecret: intent.clientSecret }),
    );
  }),
  http.post(apiUrl(ORDER_API.testModeCardConfirm.route), async ({ request }) => {
    const { denied } = access(request);
    if (denied) return denied;
    const payload = TestModeCardConfirmPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const intent = state.intents.find(
      ({ clientSecret }) => clientSecret === payload.data.clientSecret,
    );
    if (!intent) return errorResponse(404, SERVER_ERRORS.intentNotFound);
    const outcome = CARD_OUTCOMES[payload.data.cardNumber];
    const refusal = outcome === undefined ? CARD_ERRORS.liveCardInTestMode : outcome;
    if (refusal) return errorResponse(402, refusal);
    intent.succeeded = true;
    const order = serverOrders.find(({ _id }) => _id === intent.orderId);
    const amount = Math.round((order?.bookPrice ?? 0) * 100);
    return HttpResponse.json(
      TestModeCardConfirmResponseSchema.parse({
        id: intent.id,
        status: 'succeeded',
        amount,
        currency: state.config.currency,
      }),
    );
  }),
  http.post(apiUrl(ORDER_API.payments.route), async ({ request }) => {
    const payload = PaymentPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const { order, denied } = ownOrder(request, payload.data.orderId);
    if (denied) return denied;
    const { transactionId } = payload.data;
    const recorded = state.payments.get(transactionId);
    if (recorded)
      return HttpResponse.json(
        PaymentResponseSchema.parse({ acknowledged: true, insertedId: recorded }),
      );
    const intent = state.intents.find(({ id }) => id === transactionId);
    if (!intent) return errorResponse(400, SERVER_ERRORS.paymentUnknown);
    if (intent.orderId !== order._id) return errorResponse(400, SERVER_ERRORS.paymentOtherOrder);
    // With Stripe the server asks Stripe; its stand-in (__mocks__/stripeJs.ts) confirms them all.
    if (!intent.succeeded && state.config.provider === 'test') {
      return errorResponse(400, SERVER_ERRORS.paymentNotSucceeded);
    }
    // As the server: when the book was sold to another order or deleted meanwhile, nothing is
    // recorded and the payment is refunded, saying which; an expired order whose book is still
    // free is paid.
    const listing = serverListings.find(({ _id }) => _id === order.product_id);
    if (!listing) return errorResponse(409, SERVER_ERRORS.paymentRefundedListingRemoved);
    if (listing.sold) return errorResponse(409, SERVER_ERRORS.paymentRefunded);
    const paymentId = nextTestId();
    state.payments.set(transactionId, paymentId);
    markPaid(order);
    return HttpResponse.json(
      PaymentResponseSchema.parse({ acknowledged: true, insertedId: paymentId }),
      { status: 201 },
    );
  }),
];
