import { createAsyncThunk } from '@reduxjs/toolkit';
import { renewedAccessToken } from '../api/authorizedBaseQuery';
import { currentUser, refreshAccount, sendVerificationMail } from '../identity/identityProvider';
import { toAuthUser } from '../identity/toAuthUser';
import { authStateChanged } from './authActions';
import { runStep, type ThunkConfig } from './authThunks';

/**
 * The profile's 'Verify your e-mail' (docs/product.md#profile). The server mails only a verified
 * address, and learns whether it is at each exchange of an ID token (POST /jwt).
 */

const signedInUser = () => {
  const user = currentUser();
  if (!user) throw new Error('Nobody is signed in');
  return user;
};

/** Firebase mails the signed-in person the link that verifies their address. */
export const sendEmailVerification = createAsyncThunk<void, void, ThunkConfig>(
  'auth/sendEmailVerification',
  (_none, { rejectWithValue }) =>
    runStep(() => sendVerificationMail(signedInUser()), rejectWithValue),
);

/**
 * 'I have verified it': reads the account again from Firebase and, once the address is verified,
 * takes a new access token, whose exchange tells the server (mail starts then). Answers whether
 * the address is verified now.
 */
export const checkEmailVerified = createAsyncThunk<boolean, void, ThunkConfig>(
  'auth/checkEmailVerified',
  (_none, { dispatch, rejectWithValue }) =>
    runStep(async () => {
      const user = signedInUser();
      await refreshAccount(user);
      dispatch(authStateChanged(toAuthUser(user)));
      if (user.emailVerified) await renewedAccessToken();
      return user.emailVerified;
    }, rejectWithValue),
);
