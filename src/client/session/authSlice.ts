import { createSlice } from '@reduxjs/toolkit';
import type { AuthUser } from '../../shared/schemas/auth';
import { authStateChanged } from './authActions';
import { signInWithEmail, signInWithGoogle, signOutUser, signUpWithEmail } from './authThunks';

/**
 * The session (docs/product.md#signing-in-and-the-session): loading, or resolved to a user or none.
 * The start is loading until Firebase has restored (and reloaded) the persisted session; sign-up
 * and both sign-ins set loading again, and it ends when Firebase reports the new auth state (or the
 * attempt fails).
 */
interface AuthState {
  status: 'loading' | 'resolved';
  user: AuthUser | null;
  signingOut: boolean;
  /**
   * A sign-in (or sign-up) is under way, until its access token is stored: Firebase reports the
   * new user before the exchange ends (useSignedInUid.ts).
   */
  signingIn: boolean;
}

const initialState: AuthState = {
  status: 'loading',
  user: null,
  signingOut: false,
  signingIn: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      state.status = 'resolved';
      state.user = action.payload;
    });
    for (const attempt of [signInWithEmail, signUpWithEmail, signInWithGoogle]) {
      builder.addCase(attempt.pending, (state) => {
        state.status = 'loading';
        state.signingIn = true;
      });
      builder.addCase(attempt.fulfilled, (state) => {
        state.signingIn = false;
      });
      // Success is ended by authStateChanged; a failure changes no auth state, so end it here.
      builder.addCase(attempt.rejected, (state) => {
        state.status = 'resolved';
        state.signingIn = false;
      });
    }
    builder.addCase(signOutUser.pending, (state) => {
      state.signingOut = true;
    });
    builder.addMatcher(
      (action) => signOutUser.fulfilled.match(action) || signOutUser.rejected.match(action),
      (state) => {
        state.signingOut = false;
      },
    );
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAuthUser: (state) => state.user,
    selectAuthEmail: (state) => state.user?.email ?? null,
    selectSigningIn: (state) => state.signingIn,
  },
});

export const { selectAuthStatus, selectAuthUser, selectAuthEmail, selectSigningIn } =
  authSlice.selectors;
