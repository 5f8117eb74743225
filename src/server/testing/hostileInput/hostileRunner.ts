import fc from 'fast-check';
import type { TestApp } from '../buildTestApp';
import type { RoutePolicy } from '../apiRoutes/accessPolicy';
import { type CallerName, headersOf, type SignedInCaller } from '../apiRoutes/callers';
import { applyMutation, describeMutation, type Mutation, mutationOf } from './hostileMutation';
import { ALLOWED_PRIVILEGE_CHANGES } from './allowedPrivilegeChanges';
import { HostileState } from './hostileState';
import { apiRouteOf, policyOf } from '../apiRoutes/routeKeys';
import { refusalMessage } from '../apiRoutes/refusalMessage';
import { privilegeChanges, privilegeSnapshot } from './privilegeSnapshot';
import { injectOptions } from '../apiRoutes/sampleRequest';
import { schemaFieldsOf } from '../apiRoutes/schemaSample';
import { seedOf } from './hostileSample';

/** The caller whose call of the sample is allowed, so hostile input gets past the auth plugin. */
export function ownerOf(policy: RoutePolicy): SignedInCaller {
  if (policy.ownedBy) return policy.ownedBy;
  if (typeof policy.access === 'string') return 'buyer';
  return policy.access.roles.includes('seller') ? 'seller' : 'admin';
}

/** How the run's answers came out, by status, to show the cases got as far as validation. */
export type StatusTally = Record<number, number>;

export interface HostileRun {
  tally: StatusTally;
  /** Whether the route takes any input (params, query, body); if so, some cases must fail validation. */
  takesInput: boolean;
}

/**
 * `numRuns` hostile variations of the route's sample, mostly from its rightful caller and now
 * and then from nobody or an unsigned token. Every answer must be below 500 (and no redirect); a
 * refusal must be the bare error shape with a message and leave the database as it was; an
 * accepted call may only make the privileged changes ALLOWED_PRIVILEGE_CHANGES grants it, after
 * which the accounts are restored and a fresh sample is built.
 */
export async function runHostileRoute(
  testApp: TestApp,
  key: string,
  numRuns: number,
): Promise<HostileRun> {
  const owner = ownerOf(policyOf(key));
  const allowed = ALLOWED_PRIVILEGE_CHANGES[key] ?? (() => []);
  const state = await HostileState.start(testApp, key);
  const tally: StatusTally = {};
  // Signed once: a run is far shorter than the access token's lifetime.
  const callers: CallerName[] = [owner, 'no token', 'malformed token'];
  const headers = new Map(
    await Promise.all(callers.map(async (name) => [name, await headersOf(testApp, name)] as const)),
  );
  const caller = fc.oneof(
    { weight: 8, arbitrary: fc.constant<CallerName>(owner) },
    { weight: 1, arbitrary: fc.constantFrom<CallerName>('no token', 'malformed token') },
  );
  const mutations = mutationOf(state.sample, schemaFieldsOf(apiRouteOf(testApp, key)));

  /** What is wrong with the answer to one hostile call, or undefined; refreshes after writes. */
  const judge = async (mutation: Mutation, who: CallerName): Promise<string | undefined> => {
    const request = applyMutation(state.sample, mutation);
    const response = await testApp.app.inject(injectOptions(key, request, headers.get(who)!));
    const status = response.statusCode;
    tally[status] = (tally[status] ?? 0) + 1;
    const body = response.body.slice(0, 300);
    const what = `${key} as ${who} with ${describeMutation(mutation)} → ${status} ${body}`;
    // Only a route whose answer is a redirect (the gateway's return) may redirect.
    if (status >= 300 && status < 400 && status !== policyOf(key).allowed) {
      return `a redirect: ${what}`;
    }
    if (status >= 500) return `a server error: ${what}`;

    const written = await state.writtenTables();
    if (status >= 400) {
      if (refusalMessage(response) === undefined) return `not the error shape: ${what}`;
      return written.length > 0 ? `refused, yet wrote ${written.join(', ')}: ${what}` : undefined;
    }
    if (written.length === 0) return undefined;
    const grants = allowed(state.sample);
    const changes = privilegeChanges(state.privileges, await privilegeSnapshot(testApp.db));
    const applied = changes.filter((change) => !grants.some((grant) => grant.test(change)));
    if (applied.length > 0) return `accepted and applied ${applied.join('; ')}: ${what}`;
    await state.refresh();
    return undefined;
  };

  const property = fc.asyncProperty(mutations, caller, async (mutation, who) => {
    const problem = await judge(mutation, who);
    if (problem === undefined) return;
    // Shrinking replays smaller cases: each must be judged against a clean slate too.
    await state.refresh();
    throw new Error(problem);
  });
  await fc.assert(property, { numRuns, seed: seedOf(key) });
  const { params, query, body, upload } = state.sample;
  return { tally, takesInput: [params, query, body, upload].some((part) => part !== undefined) };
}
