import { SERVER_ERRORS } from '../../../shared/messages';
import { signedInAs } from '../authHeaders';
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
});
