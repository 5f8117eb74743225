import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ISSUER } from '../auth/accessToken';
import type { TestApp } from './buildTestApp';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Headers of a caller signed in as `email`, with an access token from the app's own issuer, as
 * /jwt would give it; role routes then read the role of that e-mail from the seeded database.
 * The e-mail counts as verified, as the demo accounts' are, unless `emailVerified` says not.
 */
export async function signedInAs(
  testApp: TestApp,
  email: string,
  { uid = `uid-of-${email}`, emailVerified = true }: { uid?: string; emailVerified?: boolean } = {},
) {
  return bearer(await testApp.app.accessTokens.issue({ uid, email, emailVerified }));
}

/** A genuine access token of the app that ran out a minute ago. */
export async function expiredSessionOf(testApp: TestApp, email: string) {
  const token = await new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(`uid-of-${email}`)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_ISSUER)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(testApp.config.ACCESS_TOKEN_SECRET));
  return bearer(token);
}
