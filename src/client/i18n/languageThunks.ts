import type { Dispatch } from '@reduxjs/toolkit';
import { isLanguage, type Language, languageFromPreferences } from '../../shared/languages';
import { activateLanguage } from './activeLanguage';
import { languageChanged } from './languageSlice';

/** Where the device remembers the choice (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** And when it was made (ISO time): at sign-in the newer of it and the account's wins. */
export const LANGUAGE_CHOSEN_AT_KEY = 'languageChosenAt';

function rememberOnDevice(language: Language, chosenAt: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    localStorage.setItem(LANGUAGE_CHOSEN_AT_KEY, chosenAt);
  } catch {
    // Storage refused (private mode, full): the choice lasts this visit only.
  }
}

/** When the device's language was chosen (ms); undefined when it never was (the browser's). */
export function deviceLanguageChosenAt(): number | undefined {
  let stored: string | null = null;
  try {
    if (isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY)))
      stored = localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY);
  } catch {
    // No storage: no choice on this device.
  }
  const time = stored === null ? NaN : Date.parse(stored);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The language to start in: the one chosen on this device before, else the browser's
 * preference (`bn` → Bangla, otherwise English).
 */
export function startingLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // No storage: fall back to the browser's preference.
  }
  if (isLanguage(stored)) return stored;
  return languageFromPreferences(navigator.languages ?? [navigator.language]);
}

type ChooseOptions = {
  /** Remember it on this device (a user's choice); not for the starting language. */
  remember?: boolean;
  /** When it was chosen (ISO), if not now: the account's time for the account's choice. */
  chosenAt?: string;
};

/**
 * Switches every screen to `language`: its catalogue first (a chunk for Bangla), then the named
 * action, so nothing renders in a language whose texts have not arrived. Rejects, changing
 * nothing, when the catalogue cannot be fetched.
 */
export const chooseLanguage =
  (language: Language, { remember = true, chosenAt }: ChooseOptions = {}) =>
  async (dispatch: Dispatch): Promise<void> => {
    await activateLanguage(language);
    dispatch(languageChanged(language));
    if (remember) rememberOnDevice(language, chosenAt ?? new Date().toISOString());
  };
