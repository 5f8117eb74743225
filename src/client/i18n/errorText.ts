import { activePack } from './activeLanguage';

/**
 * An error's text in the active language: the server's refusals and the forms' field errors are
 * written in English with a stable code (src/shared/errorCodes.ts); English shows the English
 * text as it is, another language its own text for the code, or the English one if it has none.
 */
export function errorText(englishMessage: string, code: string | undefined): string {
  const translated = code === undefined ? undefined : activePack()?.errors?.[code];
  return translated ?? englishMessage;
}
