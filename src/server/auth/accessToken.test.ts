import { SignJWT, UnsecuredJWT } from 'jose';
import { ACCESS_TOKEN_ISSUER, AccessTokenError, createAccessTokens } from './accessToken';
import { VerifiedTokens } from './verifiedTokens';

const secret = 'a-secret-that-is-long-enough-for-hs256!!';
const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
const caller = {
  uid: 'firebase-uid-1',
  email: 'Reader@Example.com',
  emailVerified: true,
  tokenVersion: 3,
};

const reasonOf = (token: string) =>
  tokens.verify(token).then(
    () => 'accepted',
    (error: unknown) => (error instanceof AccessTokenError ? error.reason : 'other'),
  );

describe('access tokens', () => {
  it('round-trips uid, the lower-cased e-mail, whether it is verified and the version', async () => {
    const token = await tokens.issue(caller);
    await expect(tokens.verify(token)).resolves.toEqual({
      uid: 'firebase-uid-1',
      email: 'reader@example.com',
      emailVerified: true,
      tokenVersion: 3,
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
    // ...or from before sessions could be ended (no token version).
    const noVersion = await new SignJWT({ email: 'reader@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('firebase-uid-1')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_ISSUER)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    const noEmail = await new SignJWT({ email_verified: true, ver: 0 })
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
      noVersion,
      noEmail,
      'not.a.token',
      'garbage',
    ]) {
      expect(await reasonOf(token)).toBe('invalid');
    }
  });

  // A token checked once is remembered (verifiedTokens.ts): what it answers later must be what a
  // full check would answer then.
  it('refuses a token accepted before as expired once its time has passed', async () => {
    let clock = Date.now();
    const clocked = createAccessTokens({ secret, ttlSeconds: 60, now: () => clock });
    const token = await clocked.issue(caller);
    await expect(clocked.verify(token)).resolves.toMatchObject({ email: 'reader@example.com' });
    await expect(clocked.verify(token)).resolves.toMatchObject({ email: 'reader@example.com' });
    clock += 61_000;
    await expect(clocked.verify(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('refuses a token accepted before once a byte of it changes', async () => {
    const token = await tokens.issue(caller);
    await tokens.verify(token);
    // The signature's first character: all six of its bits are signature (the last one's are not).
    const signatureAt = token.lastIndexOf('.') + 1;
    const other = token[signatureAt] === 'A' ? 'B' : 'A';
    const changed = `${token.slice(0, signatureAt)}${other}${token.slice(signatureAt + 1)}`;
    expect(await reasonOf(changed)).toBe('invalid');
  });
});

describe('rotating the secret (ACCESS_TOKEN_PREVIOUS_SECRET)', () => {
  const oldSecret = 'o'.repeat(40);
  const newSecret = 'n'.repeat(40);
  const reasonWith = (verifier: ReturnType<typeof createAccessTokens>, token: string) =>
    verifier.verify(token).then(
      () => 'accepted',
      (error: unknown) => (error instanceof AccessTokenError ? error.reason : 'other'),
    );

  it('accepts a token the previous secret signed while it is configured, refuses it after', async () => {
    const beforeRotation = await createAccessTokens({ secret: oldSecret, ttlSeconds: 60 }).issue(
      caller,
    );
    const rotated = createAccessTokens({
      secret: newSecret,
      previousSecret: oldSecret,
      ttlSeconds: 60,
    });
    // Twice: the second answer comes from the memo of checked tokens, and must agree.
    expect(await reasonWith(rotated, beforeRotation)).toBe('accepted');
    expect(await reasonWith(rotated, beforeRotation)).toBe('accepted');
    // A restart without the previous secret (its token lifetime over) refuses it.
    const afterwards = createAccessTokens({ secret: newSecret, ttlSeconds: 60 });
    expect(await reasonWith(afterwards, beforeRotation)).toBe('invalid');
  });

  it('signs only with the new secret', async () => {
    const rotated = createAccessTokens({
      secret: newSecret,
      previousSecret: oldSecret,
      ttlSeconds: 60,
    });
    const issued = await rotated.issue(caller);
    expect(
      await reasonWith(createAccessTokens({ secret: newSecret, ttlSeconds: 60 }), issued),
    ).toBe('accepted');
    expect(
      await reasonWith(createAccessTokens({ secret: oldSecret, ttlSeconds: 60 }), issued),
    ).toBe('invalid');
  });

  it('refuses a token signed with neither secret, and an expired old one as expired', async () => {
    let clock = Date.now();
    const rotated = createAccessTokens({
      secret: newSecret,
      previousSecret: oldSecret,
      ttlSeconds: 60,
      now: () => clock,
    });
    const forged = await createAccessTokens({ secret: 'f'.repeat(40), ttlSeconds: 60 }).issue(
      caller,
    );
    expect(await reasonWith(rotated, forged)).toBe('invalid');
    const old = await createAccessTokens({ secret: oldSecret, ttlSeconds: 60 }).issue(caller);
    expect(await reasonWith(rotated, old)).toBe('accepted');
    clock += 61_000;
    expect(await reasonWith(rotated, old)).toBe('expired');
  });
});

describe('tokens remembered after their check', () => {
  const entry = (email: string) => ({
    caller: { uid: email, email, emailVerified: true, tokenVersion: 0 },
    expiresAt: 2_000,
  });

  it('answers only inside the validity window, and forgets the oldest beyond the bound', () => {
    const verified = new VerifiedTokens(2);
    verified.remember('a', { ...entry('a@x.test'), notBefore: 1_500 });
    expect(verified.callerOf('a', 1_499)).toBeUndefined();
    verified.remember('a', { ...entry('a@x.test'), notBefore: 1_500 });
    expect(verified.callerOf('a', 1_500)).toMatchObject({ email: 'a@x.test' });
    expect(verified.callerOf('a', 2_000)).toBeUndefined();
    verified.remember('b', entry('b@x.test'));
    verified.remember('c', entry('c@x.test'));
    verified.remember('d', entry('d@x.test'));
    expect(verified.size).toBe(2);
    expect(verified.callerOf('b', 1_000)).toBeUndefined();
    expect(verified.callerOf('d', 1_000)).toMatchObject({ email: 'd@x.test' });
  });
});
