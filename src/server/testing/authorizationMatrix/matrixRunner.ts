import type { LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '../../plugins/auth';
import type { TestApp } from '../buildTestApp';
import { changedTables, databaseFingerprint } from '../databaseFingerprint';
import { CALLERS, type CallerName, headersOf } from '../apiRoutes/callers';
import { expectedRow } from './matrixExpectations';
import { refusalMessage } from '../apiRoutes/refusalMessage';
import { policyOf, routeKey } from '../apiRoutes/routeKeys';
import { injectOptions } from '../apiRoutes/sampleRequest';
import { isStreamingRoute } from '../apiRoutes/streamingRoutes';
import { sampleOf } from '../apiRoutes/validSample';

type MatrixRow = Record<CallerName, string>;

/** How a refusal reads in the matrix; anything but the bare error shape is spelled out. */
function refusalCell(key: string, response: LightMyRequestResponse): string {
  const status = response.statusCode;
  // HEAD answers carry headers only: the body must be empty, so nothing can leak there.
  if (key.startsWith('HEAD ')) {
    return response.body === '' ? String(status) : `${status} with a body: ${response.body}`;
  }
  const message = refusalMessage(response);
  return message === undefined
    ? `${status} not the error shape: ${response.body.slice(0, 300)}`
    : `${status} ${message}`;
}

/** Calls the route's fresh sample as `caller`; a refusal must also leave the database as it was. */
async function observeCell(testApp: TestApp, key: string, caller: CallerName): Promise<string> {
  const sample = await sampleOf(key)(testApp);
  const before = await databaseFingerprint(testApp.db);
  const headers = await headersOf(testApp, caller);
  const response = await testApp.app.inject(injectOptions(key, sample, headers));
  // A route whose answer is a redirect (the gateway's return) is allowed with it.
  const allowedRedirect = response.statusCode === policyOf(key).allowed;
  if (response.statusCode < 300 || allowedRedirect) return String(response.statusCode);
  const written = changedTables(before, await databaseFingerprint(testApp.db));
  const cell = refusalCell(key, response);
  return written.length > 0 ? `${cell} (and it wrote to ${written.join(', ')})` : cell;
}

/** An allowed caller of a streaming route would get a response that never ends: not injected. */
const STREAM_NOT_INJECTED = 'a stream (tested over HTTP)';

/**
 * The observed and the expected matrix of `routes` (from the app's own route table), one row
 * per route and one cell per caller, so a failure shows every wrong cell at once.
 */
export async function observeMatrix(testApp: TestApp, routes: readonly ApiRoute[]) {
  const observed: Record<string, MatrixRow> = {};
  const expected: Record<string, MatrixRow> = {};
  for (const { method, url } of routes) {
    const key = routeKey(method, url);
    const expectedCells = expectedRow(key);
    const row = {} as MatrixRow;
    for (const caller of CALLERS) {
      if (isStreamingRoute(key) && /^2\d\d$/.test(expectedCells[caller])) {
        expectedCells[caller] = STREAM_NOT_INJECTED;
        row[caller] = STREAM_NOT_INJECTED;
      } else {
        row[caller] = await observeCell(testApp, key, caller);
      }
    }
    expected[key] = expectedCells;
    observed[key] = row;
  }
  return { observed, expected };
}
