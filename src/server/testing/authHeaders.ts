import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ISSUER } from '../auth/accessToken';
import { users } from '../db/schema';
import type { TestApp } from './buildTestApp';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Headers of a caller signed in as `email`, with an access token from the app's own issuer, as
 * /jwt would give it now: of the account the record is bound to (else `uid`), at the record's
 * token version. Role routes then read the role of that e-mail from the seeded database. The
 * e-mail counts as verified, as the demo accounts' are, unless `emailVerified` says not.
 */
export async function signedInAs(
  testApp: TestApp,
  email: string,
  { uid, emailVerified = true }: { uid?: string; emailVerified?: boolean } = {},
) {
  const [record] = await testApp.db
    .select({ firebaseUid: users.firebaseUid, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const account = uid ?? record?.firebaseUid ?? `uid-of-${email.toLowerCase()}`;
  const tokenVersion = record?.tokenVersion ?? 0;
  return bearer(
    await testApp.app.accessTokens.issue({ uid: account, email, emailVerified, tokenVersion }),
  );
}

/** A genuine access token of the app that ran out a minute ago. */
export async function expiredSessionOf(testApp: TestApp, email: string) {
  const token = await new SignJWT({ email, email_verified: true, ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(`uid-of-${email}`)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_ISSUER)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(testApp.config.ACCESS_TOKEN_SECRET));
  return bearer(token);
}
