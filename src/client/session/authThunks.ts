import { createAsyncThunk } from '@reduxjs/toolkit';
import { notifySuccess } from '../components/notify';
import { NAME_MAX_LENGTH } from '../../shared/constants';
import type { SelfServiceRole } from '../../shared/roles';
import { clearAccessToken } from '../api/accessTokenStorage';
import { errorAnswerOf } from '../api/apiErrorMessage';
import { authApi } from '../api/authApi';
import { translate } from '../i18n/i18n';
import { usersApi } from '../api/usersApi';
import {
  createAccount,
  currentUser,
  sendPasswordReset,
  sendVerificationMail,
  signInWithGooglePopup,
  signInWithPassword,
  signOutOfIdentity,
  updateAccountProfile,
} from '../identity/identityProvider';
import { toAuthUser } from '../identity/toAuthUser';
import { authStateChanged } from './authActions';
import { type AuthFailure, describeAuthError } from './describeAuthError';

export type ThunkConfig = { rejectValue: AuthFailure };
type SignOutState = { auth: { signingOut: boolean } };
type Dispatch = (action: unknown) => unknown;
type Credentials = { email: string; password: string };

/**
 * Every sign-in ends by exchanging the Firebase ID token for the product server's access token
 * (POST /jwt), stored as `accessToken`. If the server refuses, the Firebase session is closed too,
 * so the app never looks signed in while every private call would fail. Refused because the
 * address has an account here that this sign-in has not shown to be its own, the person is first
 * sent the link that verifies it (the server's message says to open it).
 */
async function obtainAccessToken(dispatch: Dispatch, email: string): Promise<void> {
  const request = dispatch(authApi.endpoints.issueAccessToken.initiate({ email })) as {
    unwrap(): Promise<unknown>;
  };
  try {
    await request.unwrap();
  } catch (error) {
    const user = currentUser();
    if (user && errorAnswerOf(error)?.code === 'verifyEmailToSignIn') {
      await sendVerificationMail(user).catch((failure: unknown) =>
        console.error('the verification mail could not be sent', failure),
      );
    }
    await signOutOfIdentity().catch(() => undefined);
    throw error;
  }
}

export const runStep = async <T>(
  step: () => Promise<T>,
  rejectWithValue: (f: AuthFailure) => unknown,
) => {
  try {
    return await step();
  } catch (error) {
    console.error('identity step failed', error);
    return rejectWithValue(await describeAuthError(error)) as never;
  }
};

export const signInWithEmail = createAsyncThunk<void, Credentials, ThunkConfig>(
  'auth/signInWithEmail',
  ({ email, password }, { dispatch, rejectWithValue }) =>
    runStep(async () => {
      const user = await signInWithPassword(email, password);
      await obtainAccessToken(dispatch, user.email ?? email);
    }, rejectWithValue),
);

/** Sign-up, first half: the Firebase account and the access token ('profile created'). */
export const signUpWithEmail = createAsyncThunk<void, Credentials, ThunkConfig>(
  'auth/signUpWithEmail',
  ({ email, password }, { dispatch, rejectWithValue }) =>
    runStep(async () => {
      const user = await createAccount(email, password);
      notifySuccess(translate('toasts.profileCreated'));
      await obtainAccessToken(dispatch, user.email ?? email);
    }, rejectWithValue),
);

type Profile = { name: string; photoURL: string; role: SelfServiceRole };

/**
 * Sign-up, second half, after the photo is uploaded: name and photo on the Firebase account
 * ('profile updated'), then the product's own user record through POST /g-users.
 */
export const completeProfile = createAsyncThunk<void, Profile, ThunkConfig>(
  'auth/completeProfile',
  ({ name, photoURL, role }, { dispatch, rejectWithValue }) =>
    runStep(async () => {
      const user = currentUser();
      if (!user?.email) throw new Error('No signed-in user to complete');
      await updateAccountProfile(user, { displayName: name, photoURL });
      dispatch(authStateChanged(toAuthUser(user)));
      notifySuccess(translate('toasts.profileUpdated'));
      await registerUser(dispatch, { name, email: user.email, role, img: photoURL });
    }, rejectWithValue),
);

async function registerUser(
  dispatch: Dispatch,
  payload: { name: string; email: string; role: SelfServiceRole; img: string },
) {
  const request = dispatch(usersApi.endpoints.registerUser.initiate(payload)) as {
    unwrap(): Promise<unknown>;
  };
  await request.unwrap();
}

/** Google popup; the user is registered as a buyer unless the server already knows them. */
export const signInWithGoogle = createAsyncThunk<void, void, ThunkConfig>(
  'auth/signInWithGoogle',
  (_none, { dispatch, rejectWithValue }) =>
    runStep(async () => {
      const user = await signInWithGooglePopup();
      const email = user.email;
      if (!email) throw new Error('The Google account has no e-mail address');
      await obtainAccessToken(dispatch, email);
      const name = (user.displayName ?? email.split('@')[0] ?? email).slice(0, NAME_MAX_LENGTH);
      await registerUser(dispatch, { name, email, role: 'buyer', img: user.photoURL ?? '' });
    }, rejectWithValue),
);

export const sendPasswordResetMail = createAsyncThunk<void, string, ThunkConfig>(
  'auth/sendPasswordResetMail',
  (email, { rejectWithValue }) => runStep(() => sendPasswordReset(email), rejectWithValue),
);

/** Logout (docs/product.md#the-session-ends): the stored access token first, then Firebase. */
export const signOutUser = createAsyncThunk<void, void, ThunkConfig>(
  'auth/signOut',
  async () => {
    clearAccessToken();
    await signOutOfIdentity();
  },
  { condition: (_none, { getState }) => !(getState() as SignOutState).auth.signingOut },
);
