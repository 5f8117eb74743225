import { clearAccessToken } from '../api/accessTokenStorage';
import { watchSignedInUser } from '../identity/identityProvider';
import { toAuthUser } from '../identity/toAuthUser';
import { authStateChanged } from './authActions';

type Dispatch = (action: ReturnType<typeof authStateChanged>) => unknown;

/**
 * Mirrors Firebase's auth state into the store. Firebase restores the persisted user at start
 * and reloads it, clearing it when the reload fails for any reason but the network, and signs
 * out a disabled account or an expired session; each of those arrives here as a change.
 */
export function startSessionSync(dispatch: Dispatch): () => void {
  return watchSignedInUser((user) => {
    // A server token must never outlive the identity it was issued for.
    if (!user) clearAccessToken();
    dispatch(authStateChanged(user ? toAuthUser(user) : null));
  });
}
