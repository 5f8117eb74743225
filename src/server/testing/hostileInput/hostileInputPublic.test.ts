import { SERVER_ERRORS } from '../../../shared/messages';
import { plannedRoutes, totalPlannedCases } from './hostilePlan';
import { describeHostileInput } from './hostileSuite';
import { routeKey } from '../apiRoutes/routeKeys';
import { refusalMessage } from '../apiRoutes/refusalMessage';
import { isStreamingRoute } from '../apiRoutes/streamingRoutes';
import { itRefusesUnstorableTextIn } from './unstorableText';

const OVERLONG_ID = `${'7'.repeat(300)}<script>`;

describeHostileInput('public', (app) => {
  // The routes only Stripe mode has are checked against its own app (hostileInputStripe); the
  // streaming ones (GET /events) would never answer an accepted case (hostileInputAccounts).
  it(`plans ${totalPlannedCases()} hostile cases (at least 10,000) over every route but HEAD twins and streams`, () => {
    const routes = app()
      .app.apiRoutes.filter(({ method }) => method !== 'HEAD')
      .map(({ method, url }) => routeKey(method, url))
      .filter((key) => !isStreamingRoute(key));
    expect(plannedRoutes(false).sort()).toEqual([...routes].sort());
    expect(totalPlannedCases()).toBeGreaterThanOrEqual(10_000);
  });

  // Fastify's router used to answer these itself: its own shape, with a `code`, and the URL
  // quoted back in the message (found by the fuzzing; fixed with frameworkErrors in app.ts).
  it.each([
    ['a broken %-escape', '/api/issold/%E0%A4%A', 400, SERVER_ERRORS.badAddress],
    ['an overlong path segment', `/api/issold/${OVERLONG_ID}`, 414, SERVER_ERRORS.addressTooLong],
  ])(
    'answers %s with the error shape, quoting nothing back',
    async (_case, url, status, message) => {
      const response = await app().app.inject({ method: 'GET', url });
      expect({ status: response.statusCode, message: refusalMessage(response) }).toEqual({
        status,
        message,
      });
      expect(response.body).not.toContain('7777');
    },
  );

  // A URL cannot carry an unpaired surrogate: its UTF-8 escape (%ED%B0%80) decodes to U+FFFD.
  itRefusesUnstorableTextIn(app, 'GET /api/categoryid', ['catname'], ['nul']);
});
