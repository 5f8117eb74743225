import type { ApiRoute } from '../../plugins/auth';
import { ACCESS_POLICY } from '../apiRoutes/accessPolicy';
import { policyOf, routeKey } from '../apiRoutes/routeKeys';
import { isStreamingRoute } from '../apiRoutes/streamingRoutes';

/** The hostile-input suites: one test file and one app each, so jest runs them in parallel. */
export const HOSTILE_GROUPS = [
  'public',
  'accounts',
  'listings',
  'orders',
  'conversations',
  'payments',
  'stripe',
] as const;
export type HostileGroup = (typeof HOSTILE_GROUPS)[number];

/**
 * Groups of routes only the providers' app has (Stripe's webhook; SSLCommerz's sessions, return,
 * IPN and held payments): their suite runs on a Stripe-mode app with SSLCommerz configured.
 */
export const STRIPE_ONLY_GROUPS: readonly HostileGroup[] = ['stripe'];

/** A signed-in route's suite by the first segment of its path; any other path is accounts'. */
const GROUP_OF_RESOURCE: Record<string, HostileGroup> = {
  adv: 'listings',
  offadv: 'listings',
  addbook: 'listings',
  books: 'listings',
  deletebook: 'listings',
  listings: 'listings',
  CategoryBooks: 'listings',
  orders: 'orders',
  order: 'orders',
  'seller-orders': 'orders',
  wishlist: 'orders',
  reviews: 'orders',
  offers: 'orders',
  conversations: 'conversations',
  admin: 'conversations',
  messages: 'conversations',
  users: 'conversations',
  'create-payment-intent': 'payments',
  'test-payments': 'payments',
  payments: 'payments',
  sslcommerz: 'stripe',
};

/** The admin's review of held gateway payments exists only with SSLCommerz configured. */
const PROVIDER_ONLY_PATH = /^\/api\/admin\/held-payments/;

/** Which suite fuzzes a route: public ones the public suite, signed ones (Stripe's) Stripe's. */
export function groupOf(key: string): HostileGroup {
  const { access } = policyOf(key);
  if (access === 'public') return 'public';
  if (access === 'signature') return 'stripe';
  if (PROVIDER_ONLY_PATH.test(key.split(' ')[1]!)) return 'stripe';
  const resource = key.split(' ')[1]!.split('/')[2] ?? '';
  return GROUP_OF_RESOURCE[resource] ?? 'accounts';
}

/**
 * How many hostile cases a route gets by what its schemas take: a body has the most to spoil,
 * params or a query string less, and a route without input only gets extra fields and raw bodies.
 */
const CASES_BY_KIND = { none: 110, input: 180, body: 225 } as const;

/** Routes whose number differs from their kind's. */
const CASES_OF: Record<string, number> = {
  // A multipart body (no schema of its own): a file part's name, type and content to spoil.
  'POST /api/upload': 330,
  // Its body is signed, so nearly every spoiled case must stop at the signature (400).
  'POST /api/stripe/webhook': 240,
};

const kindOf = ({ schema }: ApiRoute): keyof typeof CASES_BY_KIND => {
  if (schema.body) return 'body';
  return schema.params || schema.querystring ? 'input' : 'none';
};

/** One route's share of the plan. */
export interface PlannedRoute {
  route: string;
  group: HostileGroup;
  cases: number;
}

/**
 * The hostile cases of every route of an app's table: all but HEAD twins (they run their GET's
 * validation and handler) and streams (an accepted case would never end: streamingRoutes.ts).
 */
export const hostilePlan = (routes: readonly ApiRoute[]): PlannedRoute[] =>
  routes
    .map((route) => ({ route, key: routeKey(route.method, route.url) }))
    .filter(({ route, key }) => route.method !== 'HEAD' && !isStreamingRoute(key))
    .map(({ route, key }) => ({
      route: key,
      group: groupOf(key),
      cases: CASES_OF[key] ?? CASES_BY_KIND[kindOf(route)],
    }));

export const totalCases = (plan: readonly PlannedRoute[]) =>
  plan.reduce((total, { cases }) => total + cases, 0);

/**
 * The routes a suite declares a test for before any app exists: ACCESS_POLICY's, which the
 * authorization matrix holds to the route table; each suite checks its share against the plan.
 */
export const routesOfGroup = (group: HostileGroup): string[] =>
  Object.keys(ACCESS_POLICY).filter((key) => !isStreamingRoute(key) && groupOf(key) === group);
