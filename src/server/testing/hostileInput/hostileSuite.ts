import type { TestApp } from '../buildTestApp';
import { HOSTILE_PLAN, type HostileGroup, STRIPE_ONLY_GROUPS } from './hostilePlan';
import { casesHere, casesHereOf } from './hostileShare';
import { runHostileRoute } from './hostileRunner';
import { buildSecurityTestApp, buildStripeSecurityTestApp } from '../apiRoutes/securityTestApp';

/** Generous: a few hundred cases of a payment route take seconds on a busy machine. */
const ROUTE_TIMEOUT_MS = 120_000;

/**
 * The hostile-input suite of one group of HOSTILE_PLAN: one app for the file, one test per
 * route, and a last test that counts the cases run, so the plan's total is what really ran
 * (on PGlite beside a PostgreSQL run, its share of the plan: hostileShare.ts).
 */
export function describeHostileInput(group: HostileGroup, extra?: (app: () => TestApp) => void) {
  describe(`hostile input to the ${group} routes`, () => {
    let testApp: TestApp;
    beforeAll(async () => {
      const stripeOnly = STRIPE_ONLY_GROUPS.includes(group);
      testApp = await (stripeOnly ? buildStripeSecurityTestApp() : buildSecurityTestApp());
    });
    afterAll(() => testApp?.close());
    let ran = 0;

    const routes = Object.entries(HOSTILE_PLAN[group]).map(([key, runs]): [string, number] => [
      key,
      casesHere(runs),
    ]);
    it.each(routes)(
      '%s: %i cases, no 5xx, refusals with a message and its code that write nothing, no privilege applied',
      async (key, runs) => {
        const { tally, takesInput } = await runHostileRoute(testApp, key, runs);
        const cases = Object.values(tally).reduce((a, b) => a + b, 0);
        ran += cases;
        expect(cases).toBe(runs);
        // The rightful caller's spoiled input must reach validation, not stop at the door.
        if (takesInput) expect(tally).toHaveProperty('400');
      },
      ROUTE_TIMEOUT_MS,
    );

    it(`ran all ${casesHereOf(group)} planned cases`, () => {
      expect(ran).toBe(casesHereOf(group));
    });

    extra?.(() => testApp);
  });
}
