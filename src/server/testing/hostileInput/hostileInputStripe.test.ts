import { plannedRoutes } from './hostilePlan';
import { describeHostileInput } from './hostileSuite';
import { routeKey } from '../apiRoutes/routeKeys';

describeHostileInput('stripe', (app) => {
  // Together with the public suite's check (every other group against the test provider's
  // routes), every route of either mode is planned.
  it("plans exactly the routes only Stripe mode has, on Stripe mode's own route table", () => {
    const elsewhere = new Set(plannedRoutes(false));
    const stripeOnly = app()
      .app.apiRoutes.filter(({ method }) => method !== 'HEAD')
      .map(({ method, url }) => routeKey(method, url))
      .filter((key) => !elsewhere.has(key));
    expect(plannedRoutes(true).sort()).toEqual(stripeOnly.sort());
  });
});
