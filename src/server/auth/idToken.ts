import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../plugins/errors';
import type { Caller } from './accessToken';
import { firebaseAuth, firebaseErrorCode } from './firebaseAdmin';

/**
 * firebase-admin's codes for a token that is not acceptable (bad, expired, for another project,
 * revoked, or its user disabled or deleted). Any other failure, such as Google's public keys
 * being unreachable, is ours, so it stays a logged 500 instead of posing as the caller's fault.
 */
const REFUSED_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

const refused = () => new HttpError(401, SERVER_ERRORS.idTokenInvalid);

/**
 * Verifies a Firebase ID token for the configured project and answers who it names. Against the
 * Auth emulator (FIREBASE_AUTH_EMULATOR_HOST in process.env) firebase-admin also asks the
 * emulator whether the user is disabled or the token revoked; against a real project that
 * check would need a service-account credential, so there a token lives out its hour.
 */
export async function verifyIdToken(projectId: string, idToken: string): Promise<Caller> {
  let decoded;
  try {
    decoded = await firebaseAuth(projectId).verifyIdToken(idToken);
  } catch (error) {
    if (REFUSED_TOKEN_CODES.has(firebaseErrorCode(error) ?? '')) throw refused();
    throw error;
  }
  // The e-mail is the identity everything else is keyed by; anonymous or phone sign-ins have none.
  if (typeof decoded.email !== 'string' || decoded.email.length === 0) throw refused();
  return { uid: decoded.uid, email: decoded.email.toLowerCase() };
}
