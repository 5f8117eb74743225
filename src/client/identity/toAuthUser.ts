import type { User } from 'firebase/auth';
import type { AuthUser } from '../../shared/schemas/auth';

/**
 * The signed-in user as plain data (the fields of docs/product.md#entities only). Firebase's User
 * object holds methods and internals, so only this copy may enter the Redux store and the DevTools.
 */
export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    photoURL: user.photoURL,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    tenantId: user.tenantId,
    isAnonymous: user.isAnonymous,
    providerData: user.providerData.map((info) => ({
      providerId: info.providerId,
      uid: info.uid,
      displayName: info.displayName,
      email: info.email,
      phoneNumber: info.phoneNumber,
      photoURL: info.photoURL,
    })),
    metadata: {
      creationTime: user.metadata.creationTime,
      lastSignInTime: user.metadata.lastSignInTime,
    },
  };
}
