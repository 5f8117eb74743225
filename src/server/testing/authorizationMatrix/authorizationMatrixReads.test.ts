/**
 * @database each
 */
import type { TestApp } from '../buildTestApp';
import { observeMatrix } from './matrixRunner';
import { buildSecurityTestApp } from '../apiRoutes/securityTestApp';

describe('the authorization matrix of the read routes, from the route table', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildSecurityTestApp();
  });
  afterAll(() => testApp?.close());

  // HEAD twins run the GET handler behind the same rule, and must refuse with an empty body.
  it('answers every GET and HEAD route as its rule says, for every caller', async () => {
    const reads = testApp.app.apiRoutes.filter(
      ({ method }) => method === 'GET' || method === 'HEAD',
    );
    expect(reads.length).toBeGreaterThan(30);
    const { observed, expected } = await observeMatrix(testApp, reads);
    expect(observed).toEqual(expected);
  });
});
