import type { LightMyRequestResponse } from 'fastify';
import type { SelfServiceRole } from '../../shared/roles';
import { JwtResponseSchema } from '../../shared/schemas/auth';
import { bearer } from './authHeaders';
import type { TestApp } from './buildTestApp';
import { type EmulatorUser, signInToEmulator } from './emulatorUsers';

/** Signing in and up as the client does: a Firebase ID token, POST /jwt, then POST /g-users. */

export type Session = Record<string, string>;

/** POST /jwt with `idToken` as the bearer, for `email`. */
export const askForSession = (testApp: TestApp, idToken: string, email: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/jwt',
    headers: bearer(idToken),
    payload: { email },
  });

/** A new session of `user`: a fresh sign-in to the emulator (or `idToken`), then /jwt. */
export async function sessionOf(
  testApp: TestApp,
  user: Pick<EmulatorUser, 'email' | 'password'>,
  idToken?: string,
): Promise<Session> {
  const token = idToken ?? (await signInToEmulator(user.email, user.password));
  const response = await askForSession(testApp, token, user.email);
  expect(response.statusCode).toBe(200);
  return bearer(JwtResponseSchema.parse(response.json()).Access_token);
}

/** POST /g-users for the session's own e-mail. */
export const register = (
  testApp: TestApp,
  session: Session,
  email: string,
  role: SelfServiceRole = 'buyer',
): Promise<LightMyRequestResponse> =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/g-users',
    headers: session,
    payload: { name: 'Tester', email, role, img: '' },
  });

/** GET `url` with the session. */
export const getWith = (testApp: TestApp, url: string, session: Session) =>
  testApp.app.inject({ method: 'GET', url, headers: session });
