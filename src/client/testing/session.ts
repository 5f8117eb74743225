import { fakeIdentity } from '../../../__mocks__/firebaseAuth';
import { storeAccessToken } from '../api/accessTokenStorage';
import { fakeAccessToken, knownUsers } from './handlers/identityHandlers';

export { fakeIdentity };

/**
 * Starts a test as someone whose session Firebase restores: the identity provider has them
 * signed in and the product server's access token is in local storage, as after a reload.
 */
export function signedInAs(
  email: string,
  { displayName, photoURL }: { displayName?: string; photoURL?: string } = {},
) {
  const name = displayName ?? knownUsers.get(email)?.name ?? null;
  fakeIdentity.addAccount(email, 'secret1', name, photoURL ?? null);
  fakeIdentity.restoreSession(email, name, photoURL ?? null);
  storeAccessToken(fakeAccessToken(email));
}
