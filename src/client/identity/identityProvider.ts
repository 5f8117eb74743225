import type { User } from 'firebase/auth';
import type * as FirebaseIdentityModule from './firebaseIdentity';

/**
 * The one door to Firebase Auth. Everything else in the client calls these functions, so the
 * SDK is set up in one place and tests stand it in at the module boundary (`__mocks__`).
 *
 * The SDK arrives in its own script chunk, fetched as the app starts (startSessionSync asks for
 * it at once) but never waited for before a page renders; the auth state stays 'loading' until
 * it has restored the session, as it did while Firebase read its persistence.
 */
type FirebaseIdentity = typeof FirebaseIdentityModule;

let loaded: FirebaseIdentity | undefined;
let loading: Promise<FirebaseIdentity> | undefined;

/** Fetches the SDK's chunk (once); the app starts this through watchSignedInUser. */
export function loadIdentity(): Promise<FirebaseIdentity> {
  loading ??= import(/* webpackChunkName: "identity" */ './firebaseIdentity').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a failed download is tried again by the next caller
      throw error;
    },
  );
  return loading;
}

/** Runs `call` at once when the SDK is here (a popup must open within the click), else after. */
async function withIdentity<T>(call: (identity: FirebaseIdentity) => Promise<T>): Promise<T> {
  return call(loaded ?? (await loadIdentity()));
}

let restored = false;

/**
 * Whether Firebase has reported the restored session (someone or no one) yet. Until then a
 * page's first requests may go out with the stored access token (authorizedBaseQuery.ts).
 */
export const sessionRestored = (): boolean => restored;

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** Calls back with the user (restored, reloaded, signed in) or null; returns the unsubscribe. */
export function watchSignedInUser(onUser: (user: User | null) => void): () => void {
  // A new watch (the app starting; each test's render) knows no session until Firebase reports.
  restored = false;
  const onChange = (user: User | null) => {
    restored = true;
    onUser(user);
  };
  if (loaded) return loaded.watchSignedInUser(onChange);
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const subscribe = (waitMs: number) => {
    loadIdentity().then(
      (identity) => {
        if (!stopped) unsubscribe = identity.watchSignedInUser(onChange);
      },
      (error: unknown) => {
        // Offline at start: the session stays 'loading' (nothing wrong shows) until it arrives.
        console.error('the identity provider could not be loaded', error);
        if (!stopped)
          retryTimer = setTimeout(() => subscribe(Math.min(waitMs * 2, RETRY_MAX_MS)), waitMs);
      },
    );
  };
  subscribe(RETRY_FIRST_MS);
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    unsubscribe?.();
  };
}

/** The signed-in user; null also while the SDK is still on its way (no session is known yet). */
export function currentUser(): User | null {
  return loaded?.currentUser() ?? null;
}

/** The current user's Firebase ID token, refreshed by the SDK when it is about to expire. */
export async function currentIdToken(): Promise<string | null> {
  return (await currentUser()?.getIdToken()) ?? null;
}

export const signInWithPassword = (email: string, password: string): Promise<User> =>
  withIdentity((identity) => identity.signInWithPassword(email, password));

export const createAccount = (email: string, password: string): Promise<User> =>
  withIdentity((identity) => identity.createAccount(email, password));

export const updateAccountProfile = (
  user: User,
  profile: { displayName: string; photoURL?: string },
): Promise<void> => withIdentity((identity) => identity.updateAccountProfile(user, profile));

export const signInWithGooglePopup = (): Promise<User> =>
  withIdentity((identity) => identity.signInWithGooglePopup());

export const sendPasswordReset = (email: string): Promise<void> =>
  withIdentity((identity) => identity.sendPasswordReset(email));

/** Firebase mails the signed-in person a link that verifies their address. */
export const sendVerificationMail = (user: User): Promise<void> =>
  withIdentity((identity) => identity.sendVerificationMail(user));

/** The signed-in account as Firebase has it now, with an ID token that says so. */
export const refreshAccount = (user: User): Promise<void> =>
  withIdentity((identity) => identity.refreshAccount(user));

export const signOutOfIdentity = (): Promise<void> =>
  withIdentity((identity) => identity.signOutOfIdentity());

/** Firebase errors carry a code such as 'auth/wrong-password'. */
export function identityErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
