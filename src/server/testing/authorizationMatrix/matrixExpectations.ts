import type { HTTPMethods } from 'fastify';
import { SERVER_ERRORS } from '../../../shared/messages';
import { ACCESS_POLICY, type Refusal, type RoutePolicy } from '../apiRoutes/accessPolicy';
import { CALLER_ACCOUNTS, CALLERS, type CallerName } from '../apiRoutes/callers';

/** `METHOD url`, as the route table and the sample and policy tables name a route. */
export const routeKey = (method: HTTPMethods | string, url: string) => `${method} ${url}`;

/** Fastify answers HEAD with its GET route's handler, so a HEAD twin follows its GET's rule. */
export const twinOf = (key: string) => key.replace(/^HEAD /, 'GET ');

export function policyOf(key: string): RoutePolicy {
  const policy = ACCESS_POLICY[twinOf(key)];
  if (!policy) throw new Error(`${key} has no entry in ACCESS_POLICY`);
  return policy;
}

type Outcome = { allowed: true; status: number } | { allowed: false; refusal: Refusal };

const refused = (status: number, message: string): Outcome => ({
  allowed: false,
  refusal: [status, message],
});

/** What the rule says a caller gets: the auth plugin's 401/403 first, then ownership. */
export function expectedOutcome(policy: RoutePolicy, caller: CallerName): Outcome {
  if (policy.everyoneGets) return { allowed: false, refusal: policy.everyoneGets };
  const allowed: Outcome = { allowed: true, status: policy.allowed };
  const { access } = policy;
  // A signed route's sample carries its own signature: whatever session comes with it is moot.
  if (access === 'public' || access === 'signature') return allowed;
  if (caller === 'no token') return refused(401, SERVER_ERRORS.signInRequired);
  if (caller === 'malformed token') return refused(401, SERVER_ERRORS.accessTokenInvalid);
  if (caller === 'expired token') return refused(401, SERVER_ERRORS.accessTokenExpired);
  if (access !== 'signedIn' && !access.roles.includes(CALLER_ACCOUNTS[caller].role)) {
    return refused(403, SERVER_ERRORS.roleRequired(access.roles));
  }
  const owns = policy.ownedBy === undefined || policy.ownedBy === caller;
  if (owns || (policy.adminsToo && caller === 'admin')) return allowed;
  if (!policy.othersGet) throw new Error('a route owned by someone must say what others get');
  return { allowed: false, refusal: policy.othersGet };
}

/**
 * One cell of the matrix as text, so a whole route reads (and diffs) as one row:
 * `200`, or `403 Only seller accounts can do this.` for a refusal (just `403` for HEAD, which
 * has no body). A refusal that wrote to the database says which tables it touched.
 */
export function expectedCell(key: string, caller: CallerName): string {
  const outcome = expectedOutcome(policyOf(key), caller);
  if (outcome.allowed) return String(outcome.status);
  const [status, message] = outcome.refusal;
  return key.startsWith('HEAD ') ? String(status) : `${status} ${message}`;
}

export const expectedRow = (key: string): Record<CallerName, string> =>
  Object.fromEntries(CALLERS.map((caller) => [caller, expectedCell(key, caller)])) as Record<
    CallerName,
    string
  >;
