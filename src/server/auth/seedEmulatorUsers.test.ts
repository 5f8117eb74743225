/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { JwtResponseSchema } from '../../shared/schemas/auth';
import { loadConfig } from '../config';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/demo/users';
import { EMULATOR_PROJECT_ID } from '../testing/authEmulator/process';
import { bearer } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { emulatorHost, signInToEmulator } from '../testing/emulatorUsers';
import { ADMIN, BUYER, expectRefusal } from '../testing/listingFixtures';
import { firebaseAuth } from './firebaseAdmin';
import { seedEmulatorUsers } from './seedEmulatorUsers';

const silent = { info: () => undefined } as unknown as Parameters<typeof seedEmulatorUsers>[1];

/** The demo accounts of `npm start`, signing in through the real Auth emulator. */
describe('seedEmulatorUsers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    // Both server projects of one jest run share the emulator: the second finds them present.
    await seedEmulatorUsers(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }), silent);
  });
  afterAll(() => testApp.close());

  const sessionOf = async (email: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: bearer(await signInToEmulator(email, DEMO_PASSWORD)),
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    return bearer(JwtResponseSchema.parse(response.json()).Access_token);
  };

  it('creates every demo account with a verified e-mail', async () => {
    const auth = firebaseAuth(EMULATOR_PROJECT_ID);
    for (const { email } of DEMO_USERS) {
      expect((await auth.getUserByEmail(email)).emailVerified).toBe(true);
    }
  });

  it('lets the demo admin in as an admin, and the demo buyer not', async () => {
    const admin = await sessionOf(ADMIN);
    const asAdmin = await testApp.app.inject({ method: 'GET', url: '/api/buyers', headers: admin });
    expect(asAdmin.statusCode).toBe(200);

    const buyer = await sessionOf(BUYER);
    const asBuyer = await testApp.app.inject({ method: 'GET', url: '/api/buyers', headers: buyer });
    expectRefusal(asBuyer, 403, SERVER_ERRORS.roleRequired(['admin']));
  });

  it('refuses to run when firebase-admin would call another emulator than the config names', async () => {
    const elsewhere = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
    await expect(seedEmulatorUsers(elsewhere, silent)).rejects.toThrow(/Refusing to seed/);
  });
});
