/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { JwtResponseSchema } from '../../shared/schemas/auth';
import { bearer } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  createEmulatorUser,
  deleteEmulatorUser,
  forgeIdToken,
  signInToEmulator,
  uniqueEmail,
  updateEmulatorUser,
} from '../testing/emulatorUsers';
import { escapeRegExp } from '../testing/escapeRegExp';
import { ADMIN, expectRefusal } from '../testing/listingFixtures';

/**
 * Emulator ID tokens are unsigned, so their claims are whatever the sender wrote. These tests
 * send the tokens an attacker or a stale client would, and check that /jwt names the person the
 * identity provider's user record names, not the one the token claims.
 */
describe('/jwt takes the e-mail from the identity provider, not from the token', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JWT_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => testApp.close());

  const askForToken = (idToken: string, email: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: bearer(idToken),
      payload: { email },
    });
  const sessionOf = async (idToken: string, email: string) => {
    const response = await askForToken(idToken, email);
    expect(response.statusCode).toBe(200);
    return bearer(JwtResponseSchema.parse(response.json()).Access_token);
  };
  const get = (url: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it("refuses one's own token with the e-mail claim changed to the admin's (401)", async () => {
    const attacker = await createEmulatorUser();
    const forged = forgeIdToken(attacker.idToken, { email: ADMIN, email_verified: true });

    expectRefusal(await askForToken(forged, ADMIN), 401, SERVER_ERRORS.emailMismatch);
    const byQuery = await get(`/api/jwt?email=${encodeURIComponent(ADMIN)}`, bearer(forged));
    expectRefusal(byQuery, 401, SERVER_ERRORS.emailMismatch);
  });

  it('gives a forged token at most its real owner\u2019s session, which cannot read /buyers', async () => {
    const attacker = await createEmulatorUser();
    const forged = forgeIdToken(attacker.idToken, { email: ADMIN, email_verified: true });

    const session = await sessionOf(forged, attacker.email);
    expect((await get(`/api/iswhat/${attacker.email}`, session)).json()).toEqual({ role: 'buyer' });
    expectRefusal(await get(`/api/isadmin/${ADMIN}`, session), 403, SERVER_ERRORS.notYourAccount);
    expectRefusal(await get('/api/buyers', session), 403, SERVER_ERRORS.roleRequired(['admin']));
  });

  it('refuses the still-unexpired token of a user deleted since signing in (401)', async () => {
    const gone = await createEmulatorUser();
    await deleteEmulatorUser(gone.uid);
    expectRefusal(await askForToken(gone.idToken, gone.email), 401, SERVER_ERRORS.idTokenInvalid);
  });

  it('follows an e-mail changed since the token was issued: the old one is refused', async () => {
    const mover = await createEmulatorUser();
    const idToken = await signInToEmulator(mover.email, mover.password);
    const newEmail = uniqueEmail('moved');
    await updateEmulatorUser(mover.uid, { email: newEmail });

    // The change revokes tokens issued before it, in whole seconds (the emulator's validSince,
    // as Firebase's): one from the same second still works and names the new e-mail, a later
    // one is refused outright. Either way the old e-mail gets no session, whatever the timing.
    expectRefusal(
      await askForToken(idToken, mover.email),
      401,
      new RegExp(
        `^(${escapeRegExp(SERVER_ERRORS.emailMismatch)}|${escapeRegExp(SERVER_ERRORS.idTokenInvalid)})$`,
      ),
    );
    const session = await sessionOf(await signInToEmulator(newEmail, mover.password), newEmail);
    expect((await get(`/api/iswhat/${newEmail}`, session)).statusCode).toBe(200);
    expectRefusal(
      await get(`/api/iswhat/${mover.email}`, session),
      403,
      SERVER_ERRORS.notYourAccount,
    );
  });
});
