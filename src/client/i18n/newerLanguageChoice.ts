import type { Language } from '../../shared/languages';
import type { Preferences } from '../../shared/schemas';

/** The language this device shows and when the person chose it here (undefined: never). */
export interface DeviceChoice {
  language: Language;
  chosenAt: number | undefined;
}

/**
 * Whose language a person gets at sign-in: the newer choice wins, so a switch made on this
 * device just before signing in is not undone by an older one on the account. An account
 * without a language takes the device's; a device that never chose (the browser's language)
 * takes the account's; an account choice without a time (made before times were kept) is older
 * than any the device remembers. The device's clock against the server's: a skew of minutes
 * only matters for two choices made minutes apart on two devices.
 */
export function newerLanguageChoice(
  account: Pick<Preferences, 'language' | 'language_chosen_at'>,
  device: DeviceChoice,
): 'account' | 'device' {
  if (account.language === null) return 'device';
  if (device.chosenAt === undefined) return 'account';
  if (account.language_chosen_at === null) return 'device';
  return device.chosenAt > Date.parse(account.language_chosen_at) ? 'device' : 'account';
}
