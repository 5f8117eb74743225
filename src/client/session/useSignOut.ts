import { useCallback } from 'react';
import { useAppDispatch } from '../app/hooks';
import { signOutUser } from './authThunks';

/**
 * Logout for a button: on success the alert of SPEC §4 ('sign out successfull' in the header,
 * 'log out successful' in the dashboard); a failure is only logged, as the spec says.
 */
export function useSignOut(successMessage: string): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      await dispatch(signOutUser()).unwrap();
      window.alert(successMessage);
    } catch (error) {
      console.error('sign-out failed', error);
    }
  }, [dispatch, successMessage]);
}
