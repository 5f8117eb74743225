import { apiErrorMessage, errorAnswerOf } from '../api/apiErrorMessage';
import type { MessageKey } from '../i18n/catalogShape';
import { i18n, translate } from '../i18n/i18n';
import { identityErrorCode } from '../identity/identityProvider';

/** What a failed identity step rejects with: a code for logs and tests, a sentence for people. */
export interface AuthFailure {
  code: string;
  message: string;
}

/** The sentence for a Firebase Auth code in the current language; unknown codes get `fallback`. */
function identityMessage(code: string): string {
  const key = `authErrors.${code}`;
  return Object.hasOwn(i18n.messages, key)
    ? translate(key as MessageKey)
    : translate('authErrors.fallback');
}

/**
 * Turns a Firebase error, a product-server answer or anything else into one short sentence, in
 * the language of the moment it failed. Firebase's own messages ("Firebase: Error (auth/...)")
 * mean nothing to a buyer.
 */
export async function describeAuthError(error: unknown): Promise<AuthFailure> {
  const code = identityErrorCode(error);
  if (code) return { code, message: identityMessage(code) };
  const answer = errorAnswerOf(error);
  if (answer) return { code: `server/${answer.statusCode}`, message: apiErrorMessage(error) };
  return { code: 'unknown', message: identityMessage('unknown') };
}
