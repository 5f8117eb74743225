import { SignJWT, UnsecuredJWT } from 'jose';
import { ACCESS_TOKEN_ISSUER, AccessTokenError, createAccessTokens } from './accessToken';

const secret = 'a-secret-that-is-long-enough-for-hs256!!';
const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
const caller = { uid: 'firebase-uid-1', email: 'Reader@Example.com', emailVerified: true };

const reasonOf = (token: string) =>
  tokens.verify(token).then(
    () => 'accepted',
    (error: unknown) => (error instanceof AccessTokenError ? error.reason : 'other'),
  );

describe('access tokens', () => {
  it('round-trips uid, the lower-cased e-mail and whether it is verified', async () => {
    const token = await tokens.issue(caller);
    await expect(tokens.verify(token)).resolves.toEqual({
      uid: 'firebase-uid-1',
      email: 'reader@example.com',
      emailVerified: true,
    });
    const unverified = await tokens.issue({ ...caller, emailVerified: false });
    await expect(tokens.verify(unverified)).resolves.toMatchObject({ emailVerified: false });
  });

  it('refuses an expired token as expired', async () => {
    const expired = await new SignJWT({ email: 'reader@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('firebase-uid-1')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_ISSUER)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret));
    expect(await reasonOf(expired)).toBe('expired');
  });

  it('refuses another secret, an unsigned token, another audience, missing claims and garbage as invalid', async () => {
    const otherSecret = createAccessTokens({ secret: 'b'.repeat(40), ttlSeconds: 60 });
    const unsigned = new UnsecuredJWT({ email: 'reader@example.com', email_verified: true })
      .setSubject('firebase-uid-1')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_ISSUER)
      .setExpirationTime('1h')
      .encode();
    const otherAudience = await new SignJWT({ email: 'reader@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('firebase-uid-1')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience('someone-else')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    // Signed by us, but by a server from before sessions said whether the e-mail is verified.
    const noVerification = await new SignJWT({ email: 'reader@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('firebase-uid-1')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_ISSUER)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    const noEmail = await new SignJWT({ email_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('firebase-uid-1')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_ISSUER)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));

    for (const token of [
      await otherSecret.issue(caller),
      unsigned,
      otherAudience,
      noVerification,
      noEmail,
      'not.a.token',
      'garbage',
    ]) {
      expect(await reasonOf(token)).toBe('invalid');
    }
  });
});
