import { newerLanguageChoice } from './newerLanguageChoice';

const at = (iso: string) => Date.parse(iso);

describe('whose language wins at sign-in', () => {
  const account = { language: 'en', language_chosen_at: '2026-11-27T10:00:00.000Z' } as const;

  it('the newer of the two choices', () => {
    const later = { language: 'bn', chosenAt: at('2026-11-27T10:05:00.000Z') } as const;
    const earlier = { language: 'bn', chosenAt: at('2026-11-27T09:55:00.000Z') } as const;
    expect(newerLanguageChoice(account, later)).toBe('device');
    expect(newerLanguageChoice(account, earlier)).toBe('account');
  });

  it("the device's, when the account has none", () => {
    const none = { language: null, language_chosen_at: null };
    expect(newerLanguageChoice(none, { language: 'bn', chosenAt: undefined })).toBe('device');
  });

  it("the account's, when the device never chose (it shows the browser's language)", () => {
    expect(newerLanguageChoice(account, { language: 'bn', chosenAt: undefined })).toBe('account');
  });

  it("the device's, over an account choice made before its time was kept", () => {
    const untimed = { language: 'en', language_chosen_at: null } as const;
    expect(newerLanguageChoice(untimed, { language: 'bn', chosenAt: at('2020-01-01') })).toBe(
      'device',
    );
  });
});
