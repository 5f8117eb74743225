import { SERVER_ERRORS } from '../../../shared/messages';
import type { Refusal, RoutePolicy } from '../apiRoutes/accessPolicy';
import { CALLER_ACCOUNTS, CALLERS, type CallerName } from '../apiRoutes/callers';
import { policyOf } from '../apiRoutes/routeKeys';

type Outcome = { allowed: true; status: number } | { allowed: false; refusal: Refusal };

const refused = (status: number, message: string): Outcome => ({
  allowed: false,
  refusal: [status, message],
});

/** What the rule says a caller gets: the auth plugin's 401/403 first, then ownership. */
function expectedOutcome(policy: RoutePolicy, caller: CallerName): Outcome {
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
function expectedCell(key: string, caller: CallerName): string {
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
