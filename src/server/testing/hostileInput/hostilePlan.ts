import { escapeRegExp } from '../escapeRegExp';
import { BUYER, OWNER } from '../listingFixtures';
import { ORDER_PRICE } from '../paymentFixtures';
import type { SampleRequest } from '../apiRoutes/sampleRequest';

/**
 * How many hostile cases each route gets, per test file (files run in parallel). Routes with a
 * body have the most to spoil; routes without input only get extra fields and raw bodies.
 * HEAD twins run their GET's validation and handler, so they are not fuzzed separately.
 */
export const HOSTILE_PLAN = {
  public: {
    'GET /api/health': 110,
    'GET /api/ready': 110,
    'GET /api/Categories': 110,
    'GET /api/adv': 110,
    'GET /api/payment-config': 110,
    'GET /api/search': 240,
    'GET /api/categoryid': 240,
    'GET /api/listings/:id': 240,
    'GET /api/sellerDetail': 240,
    'GET /api/issold/:id': 240,
    'GET /api/jwt': 240,
    'POST /api/jwt': 330,
    'GET /api/seller/:id': 110,
    'GET /api/seller/:id/books': 110,
    'GET /api/seller/:id/reviews': 110,
  },
  accounts: {
    'POST /api/g-users': 330,
    'GET /api/iswhat/:email': 240,
    'GET /api/isseller/:email': 240,
    'GET /api/isadmin/:email': 240,
    'GET /api/buyers': 110,
    'GET /api/sellers': 110,
    'PUT /api/sellerverify': 240,
    'POST /api/upload': 330,
    'GET /api/preferences': 110,
    'PUT /api/preferences': 330,
    'GET /api/notifications': 60,
    'POST /api/notifications/:id/read': 60,
    'POST /api/notifications/read-all': 60,
    'GET /api/unread-counts': 60,
  },
  listings: {
    'POST /api/adv/:id': 240,
    'POST /api/offadv/:id': 240,
    'POST /api/addbook': 330,
    'GET /api/addbook': 240,
    'GET /api/books': 240,
    'DELETE /api/deletebook/:id': 240,
    // No privileged change allowed: an edit never touches sold, adv, isVerified or the seller.
    'PUT /api/listings/:id': 150,
    'GET /api/CategoryBooks/:id': 240,
  },
  orders: {
    'POST /api/orders': 330,
    'GET /api/orders': 240,
    'GET /api/order/:id': 240,
    'POST /api/wishlist/:bookId': 330,
    'GET /api/wishlist': 240,
    'DELETE /api/wishlist/:bookId': 240,
    'POST /api/reviews': 150,
    'PUT /api/reviews/:id': 150,
    'POST /api/reviews/:id/removal': 150,
  },
  conversations: {
    'GET /api/conversations': 60,
    'POST /api/conversations': 150,
    'GET /api/conversations/about/:listingId': 60,
    'GET /api/conversations/:id': 60,
    'GET /api/conversations/:id/messages': 60,
    'POST /api/conversations/:id/messages': 150,
    'POST /api/conversations/:id/read': 60,
    'POST /api/conversations/:id/report': 60,
    'GET /api/admin/reported-conversations': 60,
    'PUT /api/messages/:id/removal': 60,
    'PUT /api/users/:id/messaging-block': 60,
  },
  payments: {
    'POST /api/create-payment-intent': 330,
    'POST /api/test-payments/confirm': 330,
    'POST /api/payments': 330,
  },
  // Its body is signed, so nearly every spoiled case must stop at the signature (400).
  stripe: {
    'POST /api/stripe/webhook': 240,
  },
} satisfies Record<string, Record<string, number>>;

export type HostileGroup = keyof typeof HOSTILE_PLAN;

/** Groups of routes only Stripe mode has: their suite runs on a Stripe-mode app. */
export const STRIPE_ONLY_GROUPS: readonly HostileGroup[] = ['stripe'];

/** The routes planned in the groups of one mode: Stripe's alone, or the test provider's. */
export const plannedRoutes = (stripeOnly: boolean): string[] =>
  Object.entries(HOSTILE_PLAN)
    .filter(([group]) => STRIPE_ONLY_GROUPS.includes(group as HostileGroup) === stripeOnly)
    .flatMap(([, runs]) => Object.keys(runs));

const sum = (runs: Record<string, number>) => Object.values(runs).reduce((a, b) => a + b, 0);
export const totalPlannedCases = () =>
  Object.values(HOSTILE_PLAN).reduce((total, runs) => total + sum(runs), 0);

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
  // Self-service: a buyer may become a seller, never an admin.
  'POST /api/g-users': () => [exactly(`users ${BUYER} role: buyer → seller`)],
  'POST /api/adv/:id': (s) => [exactly(`listings ${valueOf(s, 'params', 'id')} adv: false → true`)],
  'POST /api/offadv/:id': (s) => [
    exactly(`listings ${valueOf(s, 'params', 'id')} adv: true → false`),
  ],
  'POST /api/addbook': () => [
    new RegExp(
      `^listings ${ID} added: seller=${escapeRegExp(OWNER)} sold=false adv=false verified=true$`,
    ),
  ],
  'GET /api/addbook': (s) => [
    exactly(`listings ${valueOf(s, 'query', 'pid')} verified: false → true`),
  ],
  'DELETE /api/deletebook/:id': (s) => [exactly(`listings ${valueOf(s, 'params', 'id')} removed`)],
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
};
