import { randomUUID } from 'node:crypto';
import { UnsecuredJWT } from 'jose';
import { firebaseAuth } from '../auth/firebaseAdmin';
import { EMULATOR_PROJECT_ID, NO_KEEP_ALIVE } from './authEmulator/process';

/** The emulator jest's globalSetup started; firebase-admin reads the same variable. */
export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is unset: is jest globalSetup running?');
  return host;
}

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  /** A real ID token, as the client SDK would hold it after signing in. */
  idToken: string;
}

/** The emulator accepts any API key; its REST API is the one the client SDK calls. */
async function identityToolkit(method: string, body: object): Promise<Record<string, string>> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...NO_KEEP_ALIVE.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`accounts:${method} failed: ${JSON.stringify(answer)}`);
  return answer;
}

/** Every test file shares the one emulator, so each account gets a unique e-mail. */
export const uniqueEmail = (label = 'reader') =>
  `${label}-${randomUUID().slice(0, 8)}@test.example`;

export async function createEmulatorUser(email = uniqueEmail()): Promise<EmulatorUser> {
  const password = 'secret-123';
  const answer = await identityToolkit('signUp', { email, password, returnSecureToken: true });
  return { uid: answer.localId!, email, password, idToken: answer.idToken! };
}

export async function signInToEmulator(email: string, password: string): Promise<string> {
  const answer = await identityToolkit('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return answer.idToken!;
}

/** A real ID token without an e-mail claim, as an anonymous sign-in gives. */
export async function anonymousIdToken(): Promise<string> {
  return (await identityToolkit('signUp', { returnSecureToken: true })).idToken!;
}

export async function disableEmulatorUser(uid: string): Promise<void> {
  await firebaseAuth(EMULATOR_PROJECT_ID).updateUser(uid, { disabled: true });
}

/** Changes the account as the identity provider's console would: e-mail, its verification... */
export async function updateEmulatorUser(
  uid: string,
  changes: { email?: string; emailVerified?: boolean },
): Promise<void> {
  await firebaseAuth(EMULATOR_PROJECT_ID).updateUser(uid, changes);
}

export async function deleteEmulatorUser(uid: string): Promise<void> {
  await firebaseAuth(EMULATOR_PROJECT_ID).deleteUser(uid);
}

/**
 * What an attacker can do with their own emulator ID token: it is unsigned (alg none), so they
 * edit its claims (say, `email`) and send it back with the same empty signature.
 */
export function forgeIdToken(idToken: string, claims: Record<string, unknown>): string {
  const payload = idToken.split('.')[1] ?? '';
  const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...claims };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return [encode({ alg: 'none', typ: 'JWT' }), encode(edited), ''].join('.');
}

interface CraftOptions {
  projectId?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
}

/**
 * Emulator ID tokens are unsigned (alg none), so a test can forge the bad ones a client could
 * send: expired, or minted for another Firebase project. Built from a real token's claims.
 */
export function craftIdToken(
  user: Pick<EmulatorUser, 'uid' | 'email'>,
  { projectId = EMULATOR_PROJECT_ID, expiresIn = 3600 }: CraftOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = expiresIn > 0 ? now : now + expiresIn - 3600;
  return new UnsecuredJWT({
    email: user.email,
    email_verified: false,
    auth_time: issuedAt,
    firebase: { sign_in_provider: 'password', identities: { email: [user.email] } },
  })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setSubject(user.uid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(now + expiresIn)
    .encode();
}
