import { useAppSelector } from '../app/hooks';
import { selectAuthUser, selectSigningIn } from './authSlice';

/**
 * The signed-in person's uid once their access token is there: undefined while nobody is signed
 * in, and during a sign-in until its POST /jwt has ended (Firebase reports the new user before;
 * a private call made then would start a second exchange of its own). For what every page asks
 * as soon as someone is signed in: the badges and the live stream.
 */
export function useSignedInUid(): string | undefined {
  const uid = useAppSelector(selectAuthUser)?.uid;
  const signingIn = useAppSelector(selectSigningIn);
  return signingIn ? undefined : uid;
}
