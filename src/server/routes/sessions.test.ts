/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  createEmulatorUser,
  signInToEmulator,
  uniqueEmail,
  updateEmulatorUser,
} from '../testing/emulatorUsers';
import { BUYER, expectRefusal } from '../testing/listingFixtures';
import {
  askForSession,
  getWith,
  register,
  type Session,
  sessionOf,
} from '../testing/signInFixtures';

const LISTED_ADMIN = uniqueEmail('listed-admin');
const MOVING_ADMIN = uniqueEmail('moving-admin');

/** Every access token names its person's token version; raising it ends their sessions at once. */
describe('sessions end when they must', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { JWT_RATE_LIMIT_PER_MINUTE: '1000', ADMIN_EMAILS: `${LISTED_ADMIN},${MOVING_ADMIN}` },
    });
  });
  afterAll(() => testApp.close());

  const revokeAll = (session: Session) =>
    testApp.app.inject({ method: 'POST', url: '/api/sessions/revoke-all', headers: session });
  const roleCheck = (email: string, session: Session) =>
    getWith(testApp, `/api/iswhat/${encodeURIComponent(email)}`, session);
  /** The next whole second: a sign-in then is later than anything done in this one. */
  const nextSecond = () =>
    new Promise((resolve) => setTimeout(resolve, 1_001 - (Date.now() % 1_000)));

  it('POST /sessions/revoke-all ends every session of the caller, and nobody else’s', async () => {
    const user = await createEmulatorUser();
    const idToken = await signInToEmulator(user.email, user.password);
    const here = await sessionOf(testApp, user, idToken);
    const elsewhere = await sessionOf(testApp, user);
    expect((await register(testApp, here, user.email)).statusCode).toBe(200);
    const someoneElse = await signedInAs(testApp, BUYER);

    const response = await revokeAll(here);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true });

    for (const session of [here, elsewhere]) {
      expectRefusal(await roleCheck(user.email, session), 401, SERVER_ERRORS.sessionEnded);
    }
    expect((await roleCheck(BUYER, someoneElse)).statusCode).toBe(200);
    // A Firebase sign-in from before cannot make a new session; a new sign-in can.
    expectRefusal(
      await askForSession(testApp, idToken, user.email),
      401,
      SERVER_ERRORS.sessionEnded,
    );
    await nextSecond();
    const again = await sessionOf(testApp, user);
    expect((await roleCheck(user.email, again)).json()).toEqual({ role: 'buyer' });
  });

  it('refuses POST /sessions/revoke-all without a session, and for an account not stored', async () => {
    expectRefusal(await revokeAll({}), 401, SERVER_ERRORS.signInRequired);
    const unregistered = await createEmulatorUser();
    expectRefusal(
      await revokeAll(await sessionOf(testApp, unregistered)),
      404,
      SERVER_ERRORS.userNotFound,
    );
  });

  it('ends the sessions from before admin rights were granted, not the one that got them', async () => {
    const user = await createEmulatorUser(LISTED_ADMIN);
    const asBuyer = await sessionOf(testApp, user);
    expect((await register(testApp, asBuyer, user.email)).statusCode).toBe(200);

    await updateEmulatorUser(user.uid, { emailVerified: true });
    const asAdmin = await sessionOf(testApp, user);
    expect((await getWith(testApp, '/api/buyers', asAdmin)).statusCode).toBe(200);
    expectRefusal(await roleCheck(user.email, asBuyer), 401, SERVER_ERRORS.sessionEnded);
  });

  it('ends an admin’s sessions when their e-mail changes; the new address is not admin', async () => {
    const user = await createEmulatorUser(MOVING_ADMIN);
    await updateEmulatorUser(user.uid, { emailVerified: true });
    const asAdmin = await sessionOf(testApp, user);
    expect((await register(testApp, asAdmin, user.email)).statusCode).toBe(200);
    expect((await getWith(testApp, '/api/buyers', asAdmin)).statusCode).toBe(200);

    const newEmail = uniqueEmail('moved-admin');
    await updateEmulatorUser(user.uid, { email: newEmail, emailVerified: true });
    const moved = await sessionOf(testApp, { email: newEmail, password: user.password });
    expectRefusal(await getWith(testApp, '/api/buyers', asAdmin), 401, SERVER_ERRORS.sessionEnded);
    expectRefusal(
      await getWith(testApp, '/api/buyers', moved),
      403,
      SERVER_ERRORS.roleRequired(['admin']),
    );
  });

  it('keeps the sessions of a person whose sign-in changed nothing', async () => {
    const user = await createEmulatorUser();
    const first = await sessionOf(testApp, user);
    expect((await register(testApp, first, user.email, 'seller')).statusCode).toBe(200);
    await sessionOf(testApp, user);
    expect((await roleCheck(user.email, first)).json()).toEqual({ role: 'seller' });
  });
});
