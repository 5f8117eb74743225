import { escapeRegExp } from '../escapeRegExp';
import { BUYER, OWNER } from '../listingFixtures';
import { ORDER_PRICE } from '../paymentFixtures';
import type { SampleRequest } from '../apiRoutes/sampleRequest';

const exactly = (line: string) => new RegExp(`^${escapeRegExp(line)}$`);
const ID = '[0-9a-f-]{36}';
const PRICE = ORDER_PRICE.toFixed(2);

function valueOf(sample: SampleRequest, part: 'params' | 'query' | 'body', key: string): string {
  const value = sample[part]?.[key];
  if (typeof value !== 'string') throw new Error(`the sample has no ${part}.${key}`);
  return value;
}

/** The buyer's own order paid: the order, its book sold, and one payment of the order's price. */
const paymentOf = (orderId: string) => [
  exactly(`orders ${orderId} status: unpaid → paid`),
  new RegExp(`^listings ${ID} sold: false → true$`),
  new RegExp(
    `^payments ${ID} added: order=${orderId} amount=${PRICE} email=${escapeRegExp(BUYER)}$`,
  ),
];

/** The order a webhook sample's Stripe event names (data.object.metadata.orderId). */
function orderOfEvent(sample: SampleRequest): string {
  const event = sample.body as { data?: { object?: { metadata?: { orderId?: unknown } } } };
  const orderId = event.data?.object?.metadata?.orderId;
  if (typeof orderId !== 'string') throw new Error('the sample names no order');
  return orderId;
}

/**
 * The privileged changes an accepted call of a route may make, and only to the sample's own
 * resource: anything else a hostile request got through (a role, a sale, a payment, someone
 * else's row) fails the run. Routes not listed may change none of them.
 */
export const ALLOWED_PRIVILEGE_CHANGES: Record<string, (sample: SampleRequest) => RegExp[]> = {
  // An order's life: the sample's own order moves as its route says, nothing else.
  'POST /api/orders/:id/cancel': (s) => [
    exactly(`orders ${valueOf(s, 'params', 'id')} status: unpaid → cancelled`),
  ],
  'POST /api/orders/:id/no-show': (s) => [
    exactly(`orders ${valueOf(s, 'params', 'id')} status: unpaid → cancelled`),
  ],
  'POST /api/orders/:id/handover': (s) => [
    exactly(`orders ${valueOf(s, 'params', 'id')} status: paid → handed_over`),
  ],
  // Self-service: a buyer may become a seller, never an admin; their record is bound to the
  // account that signed in (the test tokens' uid), never to another.
  'POST /api/g-users': () => [
    exactly(`users ${BUYER} role: buyer → seller`),
    exactly(`users ${BUYER} account: null → uid-of-${BUYER}`),
  ],
  // Sign out everywhere: the caller's own sessions, one version on.
  'POST /api/sessions/revoke-all': () => [
    new RegExp(`^users ${escapeRegExp(BUYER)} token_version: (\\d+) → \\d+$`),
  ],
  'POST /api/adv/:id': (s) => [exactly(`listings ${valueOf(s, 'params', 'id')} adv: false → true`)],
  'POST /api/offadv/:id': (s) => [
    exactly(`listings ${valueOf(s, 'params', 'id')} adv: true → false`),
  ],
  'POST /api/addbook': () => [
    new RegExp(
      `^listings ${ID} added: seller=${escapeRegExp(OWNER)} sold=false adv=false verified=true ` +
        'awaiting=false$',
    ),
  ],
  'GET /api/addbook': (s) => [
    exactly(`listings ${valueOf(s, 'query', 'pid')} verified: false → true`),
  ],
  'DELETE /api/deletebook/:id': (s) => [exactly(`listings ${valueOf(s, 'params', 'id')} removed`)],
  // The sample's listing waiting for approval: approved, or refused (deleted); nothing else.
  'PUT /api/admin/listings/:id/approval': (s) => [
    exactly(`listings ${valueOf(s, 'params', 'id')} awaiting: true → false`),
    exactly(`listings ${valueOf(s, 'params', 'id')} removed`),
  ],
  // The sample's fresh buyer (orderFixtures' addPerson), stopped from sending; nobody else.
  'PUT /api/users/:id/messaging-block': () => [
    /^users buyer-\d+@test\.example messaging_blocked: false → true$/,
  ],
  'PUT /api/sellerverify': (s) => [
    exactly(`users ${valueOf(s, 'query', 'mail')} verified: false → true`),
  ],
  // The title, price and seller come from the listing, never from the body.
  'POST /api/orders': (s) => [
    new RegExp(
      `^orders ${ID} added: buyer=${escapeRegExp(BUYER)} status=unpaid price=${PRICE} ` +
        `listing=${valueOf(s, 'body', 'product_id')}$`,
    ),
  ],
  'POST /api/payments': (s) => paymentOf(valueOf(s, 'body', 'orderId')),
  // Only the order Stripe's signed event names, through the intent's own metadata.
  'POST /api/stripe/webhook': (s) => paymentOf(orderOfEvent(s)),
  // Only the order the gateway's signed fields name (value_a), once the gateway validates it.
  'POST /api/sslcommerz/return': (s) => paymentOf(valueOf(s, 'body', 'value_a')),
  'POST /api/sslcommerz/ipn': (s) => paymentOf(valueOf(s, 'body', 'value_a')),
  // The order of the held payment the admin accepts (named by its transaction id).
  'POST /api/admin/held-payments/:id/accept': () => [
    new RegExp(`^orders ${ID} status: unpaid → paid$`),
    new RegExp(`^listings ${ID} sold: false → true$`),
    new RegExp(`^payments ${ID} added: order=${ID} amount=${PRICE} email=${escapeRegExp(BUYER)}$`),
  ],
};
