import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { readIdentityConfig } from './identityConfig';

/**
 * Firebase Auth itself, in its own script chunk: the SDK is a third of the app's script, and no
 * page needs it to render. Only identityProvider.ts imports this module, on demand.
 */
let auth: Auth | undefined;

function identity(): Auth {
  if (auth) return auth;
  const config = readIdentityConfig();
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  auth = initializeAuth(app, {
    // IndexedDB first, then local storage, then session storage
    // (docs/product.md#signing-in-and-the-session).
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    // No popupRedirectResolver here: given at start-up, it loads Google's gapi script and an
    // iframe on every page (a console error where Google is unreachable); only the popup needs it.
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

export function watchSignedInUser(onChange: (user: User | null) => void): () => void {
  return onAuthStateChanged(identity(), onChange);
}

export function currentUser(): User | null {
  return identity().currentUser;
}

export async function signInWithPassword(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(identity(), email, password)).user;
}

export async function createAccount(email: string, password: string): Promise<User> {
  return (await createUserWithEmailAndPassword(identity(), email, password)).user;
}

export async function updateAccountProfile(
  user: User,
  profile: { displayName: string; photoURL?: string },
): Promise<void> {
  await updateProfile(user, profile);
}

export async function signInWithGooglePopup(): Promise<User> {
  const provider = new GoogleAuthProvider();
  // Always offer the account picker, so a shared phone can switch accounts.
  provider.setCustomParameters({ prompt: 'select_account' });
  return (await signInWithPopup(identity(), provider, browserPopupRedirectResolver)).user;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(identity(), email);
}

export async function sendVerificationMail(user: User): Promise<void> {
  await sendEmailVerification(user);
}

/**
 * Reads the account again (its address may have been verified in the mail app meanwhile) and
 * takes a new ID token, which says so: the one held would go on saying unverified for its hour.
 */
export async function refreshAccount(user: User): Promise<void> {
  await user.reload();
  await user.getIdToken(true);
}

export async function signOutOfIdentity(): Promise<void> {
  await signOut(identity());
}
