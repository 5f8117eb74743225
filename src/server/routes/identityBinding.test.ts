/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { users } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  createEmulatorUser,
  deleteEmulatorUser,
  signInToEmulator,
  uniqueEmail,
  updateEmulatorUser,
} from '../testing/emulatorUsers';
import { addListing, addUser, expectRefusal } from '../testing/listingFixtures';
import { askForSession, getWith, register, sessionOf } from '../testing/signInFixtures';

/**
 * The product's record of a person (role, listings, orders) belongs to their account at the
 * identity provider, not to the address: an address outlives its account, and anyone may sign
 * up with an address they do not own, unverified.
 */
describe('a record belongs to the identity provider account, not to its e-mail', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JWT_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => testApp.close());

  const roleOf = async (email: string, session: Record<string, string>) =>
    (await getWith(testApp, `/api/iswhat/${encodeURIComponent(email)}`, session)).json();

  it('a deleted account’s address signed up again gets none of its record until it is verified', async () => {
    const email = uniqueEmail('gone-seller');
    const first = await createEmulatorUser(email);
    await updateEmulatorUser(first.uid, { emailVerified: true });
    const firstSession = await sessionOf(testApp, first);
    expect((await register(testApp, firstSession, email, 'seller')).statusCode).toBe(200);
    await addListing(testApp.db, { seller: email, bookTitle: 'Kept for its owner' });
    await deleteEmulatorUser(first.uid);

    // Someone signs up again with the address, without verifying it.
    const second = await createEmulatorUser(email);
    expectRefusal(
      await askForSession(testApp, second.idToken, email),
      403,
      SERVER_ERRORS.verifyEmailToSignIn,
    );

    // Once the new account has verified the address, the record is its.
    await updateEmulatorUser(second.uid, { emailVerified: true });
    const secondSession = await sessionOf(testApp, second);
    expect(await roleOf(email, secondSession)).toEqual({ role: 'seller' });
    // ...and the deleted account's sessions end with it.
    expectRefusal(
      await getWith(testApp, `/api/iswhat/${encodeURIComponent(email)}`, firstSession),
      401,
      SERVER_ERRORS.sessionEnded,
    );
  });

  it('refuses an unverified newcomer the record kept from before accounts were bound to it', async () => {
    const email = uniqueEmail('kept-seller');
    await addUser(testApp.db, email, 'Kept Seller', 'seller');
    const newcomer = await createEmulatorUser(email);
    expectRefusal(
      await askForSession(testApp, newcomer.idToken, email),
      403,
      SERVER_ERRORS.verifyEmailToSignIn,
    );

    await updateEmulatorUser(newcomer.uid, { emailVerified: true });
    expect(await roleOf(email, await sessionOf(testApp, newcomer))).toEqual({ role: 'seller' });
    // Bound now: the account signs in whether or not its address stays verified.
    await updateEmulatorUser(newcomer.uid, { emailVerified: false });
    expect(await roleOf(email, await sessionOf(testApp, newcomer))).toEqual({ role: 'seller' });
  });

  it('POST /g-users changes a record kept from before accounts were bound only for an account that verified its address', async () => {
    const email = uniqueEmail('kept-record');
    await addUser(testApp.db, email, 'Kept Seller', 'seller');
    const recordOf = async () =>
      (
        await testApp.db
          .select({ name: users.name, role: users.role, firebaseUid: users.firebaseUid })
          .from(users)
          .where(eq(users.email, email))
      )[0];
    const payload = { name: 'Newcomer', email, role: 'seller', img: '' };
    const registerAs = async (uid: string, emailVerified: boolean) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/g-users',
        headers: await signedInAs(testApp, email, { uid, emailVerified }),
        payload,
      });

    expectRefusal(
      await registerAs('unverified-newcomer', false),
      403,
      SERVER_ERRORS.verifyEmailToSignIn,
    );
    expect(await recordOf()).toEqual({ name: 'Kept Seller', role: 'seller', firebaseUid: null });

    expect((await registerAs('verified-owner', true)).statusCode).toBe(200);
    expect(await recordOf()).toEqual({
      name: 'Newcomer',
      role: 'seller',
      firebaseUid: 'verified-owner',
    });
    // Bound now: another account's session for the address is no session at all.
    expectRefusal(await registerAs('another-account', true), 401, SERVER_ERRORS.sessionEnded);
    expect(await recordOf()).toMatchObject({ firebaseUid: 'verified-owner' });
  });

  it('lets a new address sign up unverified, and keeps its record bound to its account', async () => {
    const email = uniqueEmail('fresh');
    const user = await createEmulatorUser(email);
    const session = await sessionOf(testApp, user, user.idToken);
    expect((await register(testApp, session, email, 'seller')).statusCode).toBe(200);
    expect(await roleOf(email, await sessionOf(testApp, user))).toEqual({ role: 'seller' });
  });

  it('moves the record with an e-mail changed at the provider, and ends the sessions of the old one', async () => {
    const email = uniqueEmail('mover');
    const user = await createEmulatorUser(email);
    const before = await sessionOf(testApp, user);
    expect((await register(testApp, before, email, 'seller')).statusCode).toBe(200);

    const newEmail = uniqueEmail('moved');
    await updateEmulatorUser(user.uid, { email: newEmail });
    const after = await sessionOf(testApp, {
      email: newEmail,
      password: user.password,
    });
    expect(await roleOf(newEmail, after)).toEqual({ role: 'seller' });
    expectRefusal(
      await getWith(testApp, `/api/iswhat/${encodeURIComponent(email)}`, before),
      401,
      SERVER_ERRORS.sessionEnded,
    );
    // The old address is free: nobody's record names it any more.
    const heir = await createEmulatorUser(email);
    expect(await roleOf(email, await sessionOf(testApp, heir))).toEqual({ role: 'buyer' });
  });

  it('refuses to move a record onto an address another record has', async () => {
    const taken = uniqueEmail('taken');
    await addUser(testApp.db, taken, 'Someone Else', 'seller');
    const user = await createEmulatorUser();
    const session = await sessionOf(testApp, user);
    expect((await register(testApp, session, user.email, 'buyer')).statusCode).toBe(200);

    await updateEmulatorUser(user.uid, { email: taken, emailVerified: true });
    expectRefusal(
      await askForSession(testApp, await signInToEmulator(taken, user.password), taken),
      409,
      SERVER_ERRORS.emailInUse,
    );
  });
});
