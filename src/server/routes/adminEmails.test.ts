/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { JwtResponseSchema } from '../../shared/schemas/auth';
import { users } from '../db/schema';
import { bearer } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  createEmulatorUser,
  type EmulatorUser,
  forgeIdToken,
  signInToEmulator,
  uniqueEmail,
  updateEmulatorUser,
} from '../testing/emulatorUsers';
import { expectRefusal } from '../testing/listingFixtures';

type Session = Record<string, string>;

/** One listed address per case: the emulator is shared, so each case owns its account. */
const LISTED = {
  unverified: uniqueEmail('boss-unverified'),
  verifiedLater: uniqueEmail('boss-later'),
  verified: uniqueEmail('boss-verified'),
  unverifiedLater: uniqueEmail('boss-unverified-later'),
};

/** Sign-up and sign-in as the client does them: Firebase, then /jwt, then /g-users. */
describe('ADMIN_EMAILS makes admins of verified e-mails only', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ADMIN_EMAILS: Object.values(LISTED).join(',') } });
  });
  afterAll(() => testApp.close());

  const sessionFor = async (user: EmulatorUser, idToken?: string): Promise<Session> => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: bearer(idToken ?? (await signInToEmulator(user.email, user.password))),
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    return bearer(JwtResponseSchema.parse(response.json()).Access_token);
  };
  const register = async (user: EmulatorUser, session: Session) => {
    const payload = { name: 'Boss', email: user.email, role: 'seller', img: '' };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/g-users',
      headers: session,
      payload,
    });
    expect(response.statusCode).toBe(200);
  };
  const storedRole = async (email: string) =>
    (await testApp.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]
      ?.role;
  const get = (url: string, session: Session) =>
    testApp.app.inject({ method: 'GET', url, headers: session });
  const expectNoAdminRights = async (user: EmulatorUser, session: Session) => {
    expectRefusal(await get('/api/buyers', session), 403, SERVER_ERRORS.roleRequired(['admin']));
    expect((await get(`/api/isadmin/${user.email}`, session)).json()).toEqual({ isAdmin: false });
  };
  const expectAdminRights = async (user: EmulatorUser, session: Session) => {
    expect((await get('/api/buyers', session)).statusCode).toBe(200);
    expect((await get(`/api/isadmin/${user.email}`, session)).json()).toEqual({ isAdmin: true });
  };

  it('stores an unverified listed address with the role it asked for, forged claim or not', async () => {
    const user = await createEmulatorUser(LISTED.unverified);
    const session = await sessionFor(user);
    await register(user, session);
    expect(await storedRole(user.email)).toBe('seller');
    await expectNoAdminRights(user, session);

    const forged = forgeIdToken(user.idToken, { email_verified: true });
    await expectNoAdminRights(user, await sessionFor(user, forged));
    expect(await storedRole(user.email)).toBe('seller');
  });

  it('makes it admin at the first sign-in after the e-mail is verified', async () => {
    const user = await createEmulatorUser(LISTED.verifiedLater);
    const before = await sessionFor(user);
    await register(user, before);
    await updateEmulatorUser(user.uid, { emailVerified: true });

    // The session from before the verification does not turn into an admin's.
    await expectNoAdminRights(user, before);
    const after = await sessionFor(user);
    expect(await storedRole(user.email)).toBe('admin');
    await expectAdminRights(user, after);
  });

  it('stores a verified listed address as admin at sign-up', async () => {
    const user = await createEmulatorUser(LISTED.verified);
    await updateEmulatorUser(user.uid, { emailVerified: true });
    const session = await sessionFor(user);
    expect(await storedRole(user.email)).toBeUndefined();
    await register(user, session);
    expect(await storedRole(user.email)).toBe('admin');
    await expectAdminRights(user, session);
  });

  it('keeps admin rights only while the e-mail stays verified', async () => {
    const user = await createEmulatorUser(LISTED.unverifiedLater);
    await updateEmulatorUser(user.uid, { emailVerified: true });
    await register(user, await sessionFor(user));
    expect(await storedRole(user.email)).toBe('admin');

    await updateEmulatorUser(user.uid, { emailVerified: false });
    await expectNoAdminRights(user, await sessionFor(user));
    await updateEmulatorUser(user.uid, { emailVerified: true });
    await expectAdminRights(user, await sessionFor(user));
  });
});
