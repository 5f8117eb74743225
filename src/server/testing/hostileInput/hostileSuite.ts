import type { TestApp } from '../buildTestApp';
import { type HostileGroup, hostilePlan, routesOfGroup, STRIPE_ONLY_GROUPS } from './hostilePlan';
import { casesHere } from './hostileSample';
import { runHostileRoute } from './hostileRunner';
import { buildSecurityTestApp, buildStripeSecurityTestApp } from '../apiRoutes/securityTestApp';

/** Generous: a few hundred cases of a payment route take seconds on a busy machine. */
const ROUTE_TIMEOUT_MS = 120_000;

/**
 * The hostile-input suite of one group of the plan (hostilePlan.ts): one app for the file, one
 * test per route, and a last test that counts the cases run, so the plan is what really ran
 * (a sample of it in `npm test`, the whole of it in `npm run test:deep`: hostileSample.ts).
 */
export function describeHostileInput(group: HostileGroup, extra?: (app: () => TestApp) => void) {
  describe(`hostile input to the ${group} routes`, () => {
    let testApp: TestApp;
    /** The cases this project runs of each route of the group, from the app's own table. */
    const planned = new Map<string, number>();
    beforeAll(async () => {
      const stripeOnly = STRIPE_ONLY_GROUPS.includes(group);
      testApp = await (stripeOnly ? buildStripeSecurityTestApp() : buildSecurityTestApp());
      for (const entry of hostilePlan(testApp.app.apiRoutes)) {
        if (entry.group === group) planned.set(entry.route, casesHere(entry.cases));
      }
    });
    afterAll(() => testApp?.close());
    let ran = 0;

    it.each(routesOfGroup(group))(
      '%s: its planned cases, no 5xx, refusals with a message and its code that write nothing, no privilege applied',
      async (key) => {
        const runs = planned.get(key);
        if (runs === undefined) throw new Error(`${key} is not in the route table of this app`);
        const { tally, takesInput } = await runHostileRoute(testApp, key, runs);
        const cases = Object.values(tally).reduce((a, b) => a + b, 0);
        ran += cases;
        expect(cases).toBe(runs);
        // The rightful caller's spoiled input must reach validation, not stop at the door.
        if (takesInput) expect(tally).toHaveProperty('400');
      },
      ROUTE_TIMEOUT_MS,
    );

    it('ran all its planned cases', () => {
      expect(ran).toBe([...planned.values()].reduce((a, b) => a + b, 0));
    });

    extra?.(() => testApp);
  });
}
