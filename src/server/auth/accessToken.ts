import { errors, jwtVerify, SignJWT } from 'jose';
import type { Caller } from './caller';
import { VerifiedTokens } from './verifiedTokens';

/** Issuer and audience both: the tokens are ours, for us, and nothing else accepts them. */
export const ACCESS_TOKEN_ISSUER = 'used-book-resale';
const ALGORITHM = 'HS256';

/** Why a token was refused; the auth plugin turns each into its own 401 message. */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError';
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`access token ${reason}`);
  }
}

export interface AccessTokens {
  issue(caller: Caller): Promise<string>;
  /** Resolves to the caller, or rejects with an AccessTokenError. */
  verify(token: string): Promise<Caller>;
}

interface AccessTokenOptions {
  /** Signs every new token, and verifies. */
  secret: string;
  /** The secret before a rotation: verifies the tokens it signed until they expire, signs none. */
  previousSecret?: string | undefined;
  ttlSeconds: number;
  /** The clock tokens are checked against, in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * The server's own session token, issued by /jwt after Firebase (docs/product.md#access-token;
 * why: docs/decisions/0002-own-access-token.md). Rotating the secret (decision 0039): the new one
 * signs, the old one, as `previousSecret`, still verifies for one token lifetime.
 */
export function createAccessTokens({
  secret,
  previousSecret,
  ttlSeconds,
  now = Date.now,
}: AccessTokenOptions): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const previousKey = previousSecret ? new TextEncoder().encode(previousSecret) : undefined;
  // Both keys are fixed for this object's life, so a token the memo holds stays as good as the
  // full check would find it (verifiedTokens.ts): a new secret means a restart and a new memo.
  const verified = new VerifiedTokens();
  const verifyOptions = (currentDate: Date) => ({
    algorithms: [ALGORITHM],
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_ISSUER,
    requiredClaims: ['sub', 'exp'],
    currentDate,
  });
  /** The current key first; the previous one only for a signature the current one refuses. */
  const verifyWithEitherKey = async (token: string, currentDate: Date) => {
    try {
      return await jwtVerify(token, key, verifyOptions(currentDate));
    } catch (error) {
      if (!previousKey || !(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
      return jwtVerify(token, previousKey, verifyOptions(currentDate));
    }
  };

  return {
    issue: ({ uid, email, emailVerified, tokenVersion }) =>
      new SignJWT({ email: email.toLowerCase(), email_verified: emailVerified, ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(uid)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),

    verify: async (token) => {
      const currentDate = new Date(now());
      const nowSeconds = Math.floor(currentDate.getTime() / 1000);
      const known = verified.callerOf(token, nowSeconds);
      if (known) return known;
      try {
        const { payload } = await verifyWithEitherKey(token, currentDate);
        // A token without email_verified or ver comes from a server before admin rights needed
        // the one or sessions could be ended with the other: its holder signs in again rather
        // than be guessed verified, or current.
        if (
          typeof payload.email !== 'string' ||
          typeof payload.email_verified !== 'boolean' ||
          !Number.isSafeInteger(payload.ver) ||
          !payload.sub
        ) {
          throw new AccessTokenError('invalid');
        }
        // Frozen: the same object is every later request's caller too.
        const caller = Object.freeze({
          uid: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified,
          tokenVersion: payload.ver as number,
        });
        // requiredClaims made exp a number.
        verified.remember(token, { caller, expiresAt: payload.exp!, notBefore: payload.nbf });
        return caller;
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        // Only jose's own refusals mean a bad token; anything else is our fault and stays a 500.
        if (error instanceof errors.JWTExpired) throw new AccessTokenError('expired');
        if (error instanceof errors.JOSEError) throw new AccessTokenError('invalid');
        throw error;
      }
    },
  };
}
