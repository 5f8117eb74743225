/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { PreferencesSchema } from '../../shared/schemas/preferences';
import { findPreferences } from '../db/queries/preferences';
import { expiredSessionOf } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { ADMIN, callAs, expectRefusal, OWNER } from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';

describe('the account language: GET and PUT /api/preferences', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  type Headers = Record<string, string>;
  const read = (caller: string | undefined, headers?: Headers) =>
    callAs(testApp, 'GET', '/api/preferences', caller, headers);
  const choose = (payload: unknown, caller: string | undefined, headers?: Headers) =>
    sendAs(testApp, 'PUT', '/api/preferences', caller, payload, headers);
  const storedLanguage = async (email: string) =>
    (await findPreferences(testApp.db, email))?.language;

  it('answers null until the person chooses, then the stored choice and when it was made', async () => {
    const buyer = await addPerson(testApp.db);
    const before = await read(buyer);
    expect(before.statusCode).toBe(200);
    expect(PreferencesSchema.parse(before.json())).toEqual({
      language: null,
      language_chosen_at: null,
      email_notifications: true,
    });

    let previous = 0;
    for (const language of ['bn', 'en', 'bn'] as const) {
      const asked = Date.now();
      const saved = await choose({ language }, buyer);
      expect(saved.statusCode).toBe(200);
      const preferences = PreferencesSchema.parse(saved.json());
      expect(preferences).toMatchObject({ language, email_notifications: true });
      // The database's clock: within a few seconds of the test's, and later at every choice.
      const chosenAt = Date.parse(preferences.language_chosen_at ?? '');
      expect(Math.abs(chosenAt - asked)).toBeLessThan(5_000);
      expect(chosenAt).toBeGreaterThan(previous);
      previous = chosenAt;
      expect((await read(buyer)).json()).toEqual(preferences);
      expect(await storedLanguage(buyer)).toBe(language);
    }
  });

  it('keeps the time of the language when only the e-mail setting changes', async () => {
    const buyer = await addPerson(testApp.db);
    const chosen = PreferencesSchema.parse((await choose({ language: 'bn' }, buyer)).json());
    const after = PreferencesSchema.parse(
      (await choose({ email_notifications: false }, buyer)).json(),
    );
    expect(after).toEqual({ ...chosen, email_notifications: false });
  });

  it("changes the caller's own account only", async () => {
    const [first, second] = [await addPerson(testApp.db), await addPerson(testApp.db)];
    await choose({ language: 'en' }, second);
    const secondBefore = (await read(second)).json();
    expect((await choose({ language: 'bn' }, first)).json()).toMatchObject({
      language: 'bn',
      email_notifications: true,
    });
    expect((await read(second)).json()).toEqual(secondBefore);
    expect(await storedLanguage(second)).toBe('en');
  });

  it.each([
    ['a seller', OWNER],
    ['the admin', ADMIN],
  ])('lets %s keep a language too', async (_who, email) => {
    expect((await choose({ language: 'bn' }, email)).statusCode).toBe(200);
    expect((await read(email)).json()).toMatchObject({ language: 'bn', email_notifications: true });
    await choose({ language: 'en' }, email);
  });

  it('refuses a caller without a session, or with an expired one (401)', async () => {
    expectRefusal(await read(undefined), 401, SERVER_ERRORS.signInRequired);
    expectRefusal(await choose({ language: 'bn' }, undefined), 401, SERVER_ERRORS.signInRequired);
    const expired = await expiredSessionOf(testApp, ADMIN);
    expectRefusal(await choose({ language: 'bn' }, ADMIN, expired), 401, /expired/);
  });

  it.each([
    ['another language', { language: 'fr' }, /^language: /],
    ['a language in capitals', { language: 'BN' }, /^language: /],
    ['no choice at all', {}, /^body: Give a language/],
    ['null', { language: null }, /^language: /],
    ['an extra field', { language: 'bn', role: 'admin' }, /role/],
  ])('refuses %s (400) and changes nothing', async (_case, payload, message) => {
    const buyer = await addPerson(testApp.db);
    await choose({ language: 'en' }, buyer);
    const response = await choose(payload, buyer);
    expectRefusal(response, 400, message);
    expect(response.json()).toMatchObject({ code: 'invalidRequest' });
    expect(await storedLanguage(buyer)).toBe('en');
  });

  it('answers 404 to a valid session whose account is not registered', async () => {
    const stranger = 'not-registered@test.example';
    expectRefusal(await read(stranger), 404, SERVER_ERRORS.userNotFound);
    expectRefusal(await choose({ language: 'bn' }, stranger), 404, SERVER_ERRORS.userNotFound);
    expect((await read(stranger)).json()).toMatchObject({ code: 'userNotFound' });
    expect(await storedLanguage(stranger)).toBeUndefined();
  });
});
