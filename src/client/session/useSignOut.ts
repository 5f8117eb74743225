import { useCallback } from 'react';
import { useAppDispatch } from '../app/hooks';
import { signOutUser } from './authThunks';

/**
 * Logout for a button: on success the alert ('sign out successfull' in the header, 'log out
 * successful' in the dashboard, texts that must not change); a failure is only logged
 * (docs/product.md#the-session-ends). Pass the text translated (`t('toasts.signOut')`): a new
 * text with the language makes a new callback, so the alert reads in the language of the moment.
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
