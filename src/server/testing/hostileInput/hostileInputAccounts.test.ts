/**
 * @database each
 * @sampled
 */
import { SERVER_ERRORS } from '../../../shared/messages';
import { signedInAs } from '../authHeaders';
import { API_PREFIX, API } from '../../../shared/apiPaths';
import { BUYER } from '../listingFixtures';
import { describeHostileInput } from './hostileSuite';
import { refusalMessage } from '../apiRoutes/refusalMessage';
import { itRefusesUnstorableTextIn } from './unstorableText';

/** Multipart bodies busboy cannot parse: no boundary, no part before the end, cut short. */
const UNREADABLE_MULTIPART: [contentType: string, payload: string][] = [
  ['multipart/form-data', '{}'],
  ['multipart/form-data; boundary=nothing-follows', ' '],
  ['multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-data; name="image"'],
];

/** Last-Event-ID values GET /events must refuse before any stream starts (never a number). */
const HOSTILE_EVENT_IDS = [
  '১২৩', // Bangla digits: a number to a reader, not to the server
  '1 OR 1=1',
  '<script>alert(1)</script>',
  '9'.repeat(10_000),
  '-0',
  '+1',
  '1_000',
  'NaN',
  'Infinity',
];

describeHostileInput('accounts', (app) => {
  itRefusesUnstorableTextIn(app, 'POST /api/g-users', ['name']);

  /** busboy's parse errors were a 500 until routes/upload.ts answered them as a missing image. */
  it('refuses a multipart body it cannot parse with 400, not 500', async () => {
    const testApp = app();
    const headers = await signedInAs(testApp, BUYER);
    for (const [contentType, payload] of UNREADABLE_MULTIPART) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expect({ status: response.statusCode, message: refusalMessage(response) }).toEqual({
        status: 400,
        message: SERVER_ERRORS.imageMissing,
      });
    }
  });

  /**
   * GET /events is left out of the hostile plan (an accepted case opens a stream that never
   * ends, testing/apiRoutes/streamingRoutes.ts); its input is one cursor, refused here.
   */
  it('refuses hostile Last-Event-ID values in the header and the query with 400 and its message', async () => {
    const testApp = app();
    const headers = await signedInAs(testApp, BUYER);
    const url = `${API_PREFIX}${API.liveEvents.url()}`;
    const refusalOf = async (options: { headers: Record<string, string>; url: string }) => {
      const response = await testApp.app.inject({ method: 'GET', ...options });
      return { status: response.statusCode, message: refusalMessage(response) };
    };
    const invalid = { status: 400, message: SERVER_ERRORS.eventCursorInvalid };
    for (const id of HOSTILE_EVENT_IDS) {
      expect(await refusalOf({ headers: { ...headers, 'last-event-id': id }, url })).toEqual(
        invalid,
      );
      const query = `${url}?lastEventId=${encodeURIComponent(id)}`;
      expect(await refusalOf({ headers, url: query })).toEqual(invalid);
    }
    expect(await refusalOf({ headers, url: `${url}?lastEventId=1%00` })).toEqual(invalid);
    const repeated = await refusalOf({ headers, url: `${url}?lastEventId=1&lastEventId=2` });
    expect(repeated.status).toBe(400);
    expect(repeated.message).toBeDefined();
  });
});
