import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../httpError';
import { firebaseAuth, firebaseErrorCode } from './firebaseAdmin';

/** Who a Firebase ID token names, and when they signed in (what /jwt decides a session from). */
export interface SignInIdentity {
  uid: string;
  /** Lower-cased. */
  email: string;
  emailVerified: boolean;
  /** When the person signed in (the token's `auth_time`), in seconds since the epoch. */
  authTime: number;
}

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
 * firebase-admin accepts unsigned ID tokens (alg none, as the Auth emulator issues them) exactly
 * when this variable is set, so the decision to distrust a token's claims must follow the same
 * variable, whatever the server's own config says.
 */
const acceptsUnsignedTokens = () => Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

/**
 * Verifies a Firebase ID token for the configured project and answers who it names. A real
 * project's tokens are signed by Google, so their claims are the truth. An emulator token is
 * signed by nobody: anyone can edit its `email` or `email_verified` claim, so only its uid is
 * used, to look the user up, and the e-mail comes from that user record. firebase-admin also
 * refuses there a user disabled or deleted since; against a real project that check would need
 * a service-account credential, so there a token lives out its hour.
 */
export async function verifyIdToken(projectId: string, idToken: string): Promise<SignInIdentity> {
  const auth = firebaseAuth(projectId);
  const identity = await refusingBadTokens(async () => {
    const decoded = await auth.verifyIdToken(idToken);
    const authTime = decoded.auth_time;
    if (!acceptsUnsignedTokens()) {
      const { uid, email, email_verified: emailVerified } = decoded;
      return { uid, email, emailVerified, authTime };
    }
    const record = await auth.getUser(decoded.uid);
    return { uid: record.uid, email: record.email, emailVerified: record.emailVerified, authTime };
  });
  const { uid, email, emailVerified, authTime } = identity;
  // The e-mail is the identity everything else is keyed by; anonymous or phone sign-ins have none.
  if (typeof email !== 'string' || email.length === 0) throw refused();
  return { uid, email: email.toLowerCase(), emailVerified: emailVerified === true, authTime };
}

async function refusingBadTokens<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (REFUSED_TOKEN_CODES.has(firebaseErrorCode(error) ?? '')) throw refused();
    throw error;
  }
}
