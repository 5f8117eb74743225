import { AUTH_ERROR_FALLBACK, AUTH_ERRORS } from '../../shared/messages';
import { loadSchemas } from '../api/lazySchemas';
import { identityErrorCode } from '../identity/identityProvider';

/** What a failed identity step rejects with: a code for logs and tests, a sentence for people. */
export interface AuthFailure {
  code: string;
  message: string;
}

/**
 * Turns a Firebase error, a product-server answer or anything else into one short sentence.
 * Firebase's own messages ("Firebase: Error (auth/...)") mean nothing to a buyer.
 */
export async function describeAuthError(error: unknown): Promise<AuthFailure> {
  const code = identityErrorCode(error);
  if (code) return { code, message: AUTH_ERRORS[code] ?? AUTH_ERROR_FALLBACK };
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const answer = (await loadSchemas()).ErrorResponseSchema.safeParse(error.data);
    if (answer.success)
      return { code: `server/${answer.data.statusCode}`, message: answer.data.message };
  }
  return { code: 'unknown', message: AUTH_ERROR_FALLBACK };
}
