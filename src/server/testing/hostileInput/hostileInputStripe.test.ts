/**
 * @database each
 * @sampled
 */
import { HOSTILE_GROUPS, routesOfGroup } from './hostilePlan';
import { describeHostileInput } from './hostileSuite';
import { routeKey } from '../apiRoutes/routeKeys';
import { isStreamingRoute } from '../apiRoutes/streamingRoutes';

describeHostileInput('stripe', (app) => {
  // Together with the public suite's check (every other group against the test provider's
  // routes), every route of either mode is planned; streams are tested apart (streamingRoutes.ts).
  it("plans exactly the routes only Stripe mode has, on Stripe mode's own route table", () => {
    const elsewhere = new Set(
      HOSTILE_GROUPS.filter((group) => group !== 'stripe').flatMap(routesOfGroup),
    );
    const stripeOnly = app()
      .app.apiRoutes.filter(({ method }) => method !== 'HEAD')
      .map(({ method, url }) => routeKey(method, url))
      .filter((key) => !elsewhere.has(key) && !isStreamingRoute(key));
    expect(routesOfGroup('stripe').sort()).toEqual(stripeOnly.sort());
  });
});
