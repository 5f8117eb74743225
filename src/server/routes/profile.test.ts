/**
 * @database either
 */
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { ProfileSchema } from '../../shared/schemas/profile';
import { findPhoneOf, findProfile } from '../db/queries/profile';
import { expiredSessionOf } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { ADMIN, callAs, expectRefusal, OWNER, userId } from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';

describe('the profile: GET and PUT /api/profile', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  type Headers = Record<string, string>;
  const read = (caller: string | undefined, headers?: Headers) =>
    callAs(testApp, 'GET', '/api/profile', caller, headers);
  const save = (payload: unknown, caller: string | undefined, headers?: Headers) =>
    sendAs(testApp, 'PUT', '/api/profile', caller, payload, headers);
  const stored = (email: string) => findProfile(testApp.db, email);

  it('answers the name and no number until one is given, then keeps both', async () => {
    const buyer = await addPerson(testApp.db);
    const before = await read(buyer);
    expect(before.statusCode).toBe(200);
    expect(ProfileSchema.parse(before.json())).toEqual({ name: expect.any(String), phone: null });

    const saved = await save({ name: '  Karim Ahmed ', phone: '01712345678' }, buyer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ name: 'Karim Ahmed', phone: '01712345678' });
    expect((await read(buyer)).json()).toEqual({ name: 'Karim Ahmed', phone: '01712345678' });
  });

  it.each([
    ['+8801812345678', '01812345678'],
    ['8801912345678', '01912345678'],
    [' 01312345678 ', '01312345678'],
  ])('keeps %s as %s', async (typed, kept) => {
    const buyer = await addPerson(testApp.db);
    expect((await save({ name: 'Rahima', phone: typed }, buyer)).json()).toEqual({
      name: 'Rahima',
      phone: kept,
    });
  });

  it('takes the number off with null', async () => {
    const buyer = await addPerson(testApp.db);
    await save({ name: 'Rahima', phone: '01712345678' }, buyer);
    expect((await save({ name: 'Rahima', phone: null }, buyer)).json()).toEqual({
      name: 'Rahima',
      phone: null,
    });
  });

  it("changes the caller's own record only, and findPhoneOf reads it by id", async () => {
    const [first, second] = [await addPerson(testApp.db), await addPerson(testApp.db)];
    const ownersPhone = await findPhoneOf(testApp.db, await userId(testApp.db, OWNER));
    await save({ name: 'Second', phone: '01711111111' }, second);
    await save({ name: 'First', phone: '01722222222' }, first);
    expect(await stored(second)).toEqual({ name: 'Second', phone: '01711111111' });
    expect(await findPhoneOf(testApp.db, await userId(testApp.db, second))).toBe('01711111111');
    expect(await findPhoneOf(testApp.db, await userId(testApp.db, OWNER))).toBe(ownersPhone);
  });

  it.each([
    ['a seller', OWNER],
    ['the admin', ADMIN],
  ])('lets %s edit their own profile too', async (_who, email) => {
    const before = await stored(email);
    expect((await save({ name: 'Renamed', phone: '01555555555' }, email)).statusCode).toBe(200);
    expect((await read(email)).json()).toEqual({ name: 'Renamed', phone: '01555555555' });
    await save({ name: before!.name, phone: before!.phone }, email);
  });

  it('refuses a caller without a session, or with an expired one (401), and changes nothing', async () => {
    const before = await stored(ADMIN);
    const payload = { name: 'Intruder', phone: '01712345678' };
    expectRefusal(await read(undefined), 401, SERVER_ERRORS.signInRequired);
    expectRefusal(await save(payload, undefined), 401, SERVER_ERRORS.signInRequired);
    const expired = await expiredSessionOf(testApp, ADMIN);
    expectRefusal(await save(payload, ADMIN, expired), 401, /expired/);
    expect(await stored(ADMIN)).toEqual(before);
  });

  it.each([
    [
      'a number of another country',
      { phone: '+441712345678' },
      `phone: ${VALIDATION.mobileFormat}`,
    ],
    ['a number too short', { phone: '0171234567' }, `phone: ${VALIDATION.mobileFormat}`],
    ['no operator digit', { phone: '01212345678' }, `phone: ${VALIDATION.mobileFormat}`],
    ['letters', { phone: 'call me' }, `phone: ${VALIDATION.mobileFormat}`],
    ['a blank name', { name: '   ' }, `name: ${VALIDATION.nameRequired}`],
    ['a long name', { name: 'n'.repeat(21) }, `name: ${VALIDATION.nameMaxLength}`],
    ['a missing number', { phone: undefined }, /^phone: /],
    ['an extra field', { role: 'admin' }, /role/],
  ])('refuses %s (400) with its message and changes nothing', async (_case, change, message) => {
    const buyer = await addPerson(testApp.db);
    await save({ name: 'Kept', phone: '01712345678' }, buyer);
    const response = await save({ name: 'Changed', phone: '01812345678', ...change }, buyer);
    expectRefusal(response, 400, message);
    expect(await stored(buyer)).toEqual({ name: 'Kept', phone: '01712345678' });
  });

  it('answers 404 to a valid session whose account is not registered', async () => {
    const stranger = 'not-registered@test.example';
    expectRefusal(await read(stranger), 404, SERVER_ERRORS.userNotFound);
    expectRefusal(
      await save({ name: 'Nobody', phone: null }, stranger),
      404,
      SERVER_ERRORS.userNotFound,
    );
  });
});
