/**
 * jest stand-in for `firebase/auth` (mapped in jest.config.ts): an in-memory identity provider
 * with the few functions src/client/identity/identityProvider.ts calls. Tests drive it through
 * `fakeIdentity` (accounts, the signed-in user, the Google popup's answer, forced failures).
 * ID tokens read `fake-id-token:<email>`, which the msw handlers of /jwt check.
 */
type Listener = (user: FakeUser | null) => void;
type Account = {
  email: string;
  password: string;
  displayName: string | null;
  photoURL: string | null;
};

export class FakeUser {
  uid: string;
  emailVerified = false;
  phoneNumber: string | null = null;
  tenantId: string | null = null;
  isAnonymous = false;
  metadata = {
    creationTime: 'Sat, 21 Nov 2026 10:00:00 GMT',
    lastSignInTime: 'Sat, 21 Nov 2026 10:00:00 GMT',
  };
  constructor(
    public email: string,
    public displayName: string | null,
    public photoURL: string | null,
    public providerId = 'password',
  ) {
    this.uid = `uid-${email}`;
  }
  get providerData() {
    const { uid, displayName, email, phoneNumber, photoURL, providerId } = this;
    return [{ providerId, uid, displayName, email, phoneNumber, photoURL }];
  }
  getIdToken = () => Promise.resolve(`fake-id-token:${this.email}`);
  /** As Firebase's: the account's verification as the provider has it now. */
  reload = () => {
    this.emailVerified = state.verifiedEmails.has(this.email);
    return Promise.resolve();
  };
}

class AuthError extends Error {
  constructor(public code: string) {
    super(`Firebase: Error (${code}).`);
  }
}

const state = {
  accounts: new Map<string, Account>(),
  currentUser: null as FakeUser | null,
  listeners: new Set<Listener>(),
  googleAccount: null as Account | null,
  nextFailure: null as string | null,
  resetMails: [] as string[],
  /** Whom sendEmailVerification mailed a link, in order. */
  verificationMails: [] as string[],
  /** The addresses whose link was opened (fakeIdentity.verifyEmail): reload() reads them. */
  verifiedEmails: new Set<string>(),
  /** Subscribers not yet told the first state, while `holdAuthState` is in force. */
  heldListeners: null as Listener[] | null,
};

function notify() {
  for (const listener of state.listeners) listener(state.currentUser);
}
function failIfAsked() {
  const code = state.nextFailure;
  state.nextFailure = null;
  if (code) throw new AuthError(code);
}
function signInAs(account: Account, providerId = 'password') {
  state.currentUser = new FakeUser(
    account.email,
    account.displayName,
    account.photoURL,
    providerId,
  );
  notify();
  return { user: state.currentUser };
}

/** Test controls. */
export const fakeIdentity = {
  reset() {
    state.accounts.clear();
    state.currentUser = null;
    state.listeners.clear();
    state.googleAccount = null;
    state.nextFailure = null;
    state.resetMails = [];
    state.verificationMails = [];
    state.verifiedEmails.clear();
    state.heldListeners = null;
  },
  /**
   * As Firebase before it has read its persistence: new subscribers hear nothing (the app stays
   * 'loading') until `releaseAuthState`. By default they are told at once.
   */
  holdAuthState() {
    state.heldListeners = [];
  },
  releaseAuthState() {
    const held = state.heldListeners ?? [];
    state.heldListeners = null;
    for (const listener of held) if (state.listeners.has(listener)) listener(state.currentUser);
  },
  addAccount(
    email: string,
    password: string,
    displayName: string | null = null,
    photoURL: string | null = null,
  ) {
    state.accounts.set(email, { email, password, displayName, photoURL });
  },
  /** Starts the test already signed in, as a restored session would. */
  restoreSession(email: string, displayName: string | null = null, photoURL: string | null = null) {
    state.currentUser = new FakeUser(email, displayName, photoURL);
  },
  setGoogleAccount(email: string, displayName: string, photoURL: string | null = null) {
    state.googleAccount = { email, password: '', displayName, photoURL };
  },
  failNextWith(code: string) {
    state.nextFailure = code;
  },
  get currentUser() {
    return state.currentUser;
  },
  get resetMails() {
    return state.resetMails;
  },
  get verificationMails() {
    return state.verificationMails;
  },
  /** The person opened the verification link (the signed-in user learns it at reload()). */
  verifyEmail(email: string) {
    state.verifiedEmails.add(email);
  },
  get accounts() {
    return state.accounts;
  },
};

export const indexedDBLocalPersistence = { type: 'LOCAL' };
export const browserLocalPersistence = { type: 'LOCAL' };
export const browserSessionPersistence = { type: 'SESSION' };
export const browserPopupRedirectResolver = {};
export const connectAuthEmulator = () => undefined;
export const initializeAuth = () => ({
  get currentUser() {
    return state.currentUser;
  },
});

export class GoogleAuthProvider {
  setCustomParameters() {
    return this;
  }
}

export function onAuthStateChanged(_auth: unknown, listener: Listener) {
  state.listeners.add(listener);
  // Firebase reports asynchronously, once persistence is read; here at once, before the first
  // render, so tests start from a resolved session (tests of 'loading' use holdAuthState).
  if (state.heldListeners) state.heldListeners.push(listener);
  else listener(state.currentUser);
  return () => state.listeners.delete(listener);
}

export async function signInWithEmailAndPassword(_auth: unknown, email: string, password: string) {
  failIfAsked();
  const account = state.accounts.get(email);
  if (!account || account.password !== password) throw new AuthError('auth/invalid-credential');
  return signInAs(account);
}

export async function createUserWithEmailAndPassword(
  _auth: unknown,
  email: string,
  password: string,
) {
  failIfAsked();
  if (state.accounts.has(email)) throw new AuthError('auth/email-already-in-use');
  const account = { email, password, displayName: null, photoURL: null };
  state.accounts.set(email, account);
  return signInAs(account);
}

export async function updateProfile(
  user: FakeUser,
  profile: { displayName?: string; photoURL?: string },
) {
  failIfAsked();
  if (profile.displayName !== undefined) user.displayName = profile.displayName;
  if (profile.photoURL !== undefined) user.photoURL = profile.photoURL;
}

export async function signInWithPopup() {
  failIfAsked();
  if (!state.googleAccount) throw new AuthError('auth/popup-closed-by-user');
  return signInAs(state.googleAccount, 'google.com');
}

export async function sendPasswordResetEmail(_auth: unknown, email: string) {
  failIfAsked();
  if (!state.accounts.has(email)) throw new AuthError('auth/user-not-found');
  state.resetMails.push(email);
}

export async function sendEmailVerification(user: FakeUser) {
  failIfAsked();
  state.verificationMails.push(user.email);
}

export async function signOut() {
  failIfAsked();
  state.currentUser = null;
  notify();
}
