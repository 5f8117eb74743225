/**
 * @database each
 * @sampled
 */
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  HOSTILE_GROUPS,
  hostilePlan,
  routesOfGroup,
  STRIPE_ONLY_GROUPS,
  totalCases,
} from './hostilePlan';
import { describeHostileInput } from './hostileSuite';
import { refusalMessage } from '../apiRoutes/refusalMessage';
import { itRefusesUnstorableTextIn } from './unstorableText';

const OVERLONG_ID = `${'7'.repeat(300)}<script>`;

describeHostileInput('public', (app) => {
  // The routes only Stripe mode has are checked against its own app (hostileInputStripe); the
  // streaming ones (GET /events) would never answer an accepted case (hostileInputAccounts).
  it('plans at least 10,000 hostile cases, each route but HEAD twins and streams in a suite', () => {
    const plan = hostilePlan(app().app.apiRoutes);
    const declared = HOSTILE_GROUPS.filter((group) => !STRIPE_ONLY_GROUPS.includes(group)).flatMap(
      routesOfGroup,
    );
    expect(plan.map(({ route }) => route).sort()).toEqual(declared.sort());
    expect(totalCases(plan)).toBeGreaterThanOrEqual(10_000);
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
