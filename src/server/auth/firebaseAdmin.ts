import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/** Our own named app, so nothing else initialising firebase-admin in the process can clash. */
const APP_NAME = 'used-book-server';

/**
 * Firebase Auth for the configured project. No service-account credential is needed: the
 * emulator takes none, and verifying ID tokens of a real project only needs its public keys.
 * Whether calls go to the emulator is decided by FIREBASE_AUTH_EMULATOR_HOST in process.env.
 */
export function firebaseAuth(projectId: string): Auth {
  const app =
    getApps().find((existing) => existing.name === APP_NAME) ??
    initializeApp({ projectId }, APP_NAME);
  return getAuth(app);
}

/** firebase-admin errors carry a `code` such as 'auth/user-not-found'. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
