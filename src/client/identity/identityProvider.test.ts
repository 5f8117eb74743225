import type * as IdentityProvider from './identityProvider';
import { fakeIdentity } from '../../../__mocks__/firebaseAuth';

/** A fresh identityProvider whose SDK chunk has not been fetched yet (setupTests loads one). */
function freshIdentityProvider(): typeof IdentityProvider {
  let module: typeof IdentityProvider | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof IdentityProvider>('./identityProvider');
  });
  if (!module) throw new Error('identityProvider did not load');
  return module;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('identity provider, fetched on demand', () => {
  beforeEach(() => fakeIdentity.restoreSession('buyer@demo.test', 'Nusrat Jahan'));

  it('knows no user until the SDK is in, then reports the restored session', async () => {
    const identity = freshIdentityProvider();
    const reported: Array<string | null> = [];

    identity.watchSignedInUser((user) => reported.push(user?.email ?? null));
    expect(identity.currentUser()).toBeNull();
    expect(reported).toEqual([]);

    await settle();
    expect(reported).toEqual(['buyer@demo.test']);
    expect(identity.currentUser()?.email).toBe('buyer@demo.test');
  });

  it('never subscribes when unsubscribed before the SDK arrived', async () => {
    const identity = freshIdentityProvider();
    const reported: unknown[] = [];

    const unsubscribe = identity.watchSignedInUser((user) => reported.push(user));
    unsubscribe();
    await settle();

    expect(reported).toEqual([]);
  });

  it('signs in through the SDK it fetches first', async () => {
    fakeIdentity.addAccount('seller@demo.test', 'secret1');
    const identity = freshIdentityProvider();

    const user = await identity.signInWithPassword('seller@demo.test', 'secret1');

    expect(user.email).toBe('seller@demo.test');
    expect(identity.currentUser()?.email).toBe('seller@demo.test');
  });
});
