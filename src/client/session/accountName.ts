import { createAsyncThunk } from '@reduxjs/toolkit';
import { currentUser, updateAccountProfile } from '../identity/identityProvider';
import { toAuthUser } from '../identity/toAuthUser';
import { authStateChanged } from './authActions';
import { runStep, type ThunkConfig } from './authThunks';

/**
 * A name changed on the profile (PUT /profile) goes to the Firebase account too: the header and
 * the side menu show Firebase's name, and each sign-in registers the record with it (POST
 * /g-users), which would otherwise put the old name back.
 */
export const renameAccount = createAsyncThunk<void, string, ThunkConfig>(
  'auth/renameAccount',
  (displayName, { dispatch, rejectWithValue }) =>
    runStep(async () => {
      const user = currentUser();
      if (!user || user.displayName === displayName) return;
      await updateAccountProfile(user, { displayName });
      dispatch(authStateChanged(toAuthUser(user)));
    }, rejectWithValue),
);
