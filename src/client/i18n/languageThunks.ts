import type { Dispatch } from '@reduxjs/toolkit';
import { isLanguage, type Language, languageFromPreferences } from '../../shared/languages';
import { activateLanguage } from './activeLanguage';
import { languageChanged } from './languageSlice';

/** Where the device remembers the choice (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

function rememberOnDevice(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the choice lasts this visit only.
  }
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
};

/**
 * Switches every screen to `language`: its catalogue first (a chunk for Bangla), then the named
 * action, so nothing renders in a language whose texts have not arrived. Rejects, changing
 * nothing, when the catalogue cannot be fetched.
 */
export const chooseLanguage =
  (language: Language, { remember = true }: ChooseOptions = {}) =>
  async (dispatch: Dispatch): Promise<void> => {
    await activateLanguage(language);
    dispatch(languageChanged(language));
    if (remember) rememberOnDevice(language);
  };
