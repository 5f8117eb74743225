import { createListenerMiddleware } from '@reduxjs/toolkit';
import { notifyError } from '../components/notify';
import { apiSlice, PRIVATE_TAGS } from '../api/apiSlice';
import { accessTokenRejected } from '../api/sessionEvents';
import { translate } from '../i18n/i18n';
import { authStateChanged } from './authActions';
import { signOutUser } from './authThunks';

type SessionState = { auth: { user: { uid: string } | null } };

/** Reactions to session events, kept out of components so they hold on every page. */
export const sessionListener = createListenerMiddleware();

// The product server refused the access token: sign out once, however many calls were refused.
sessionListener.startListening({
  actionCreator: accessTokenRejected,
  effect: async (_action, listenerApi) => {
    listenerApi.unsubscribe();
    try {
      const { user } = (listenerApi.getState() as SessionState).auth;
      if (!user) return;
      notifyError(translate('clientErrors.sessionEnded'));
      await listenerApi.dispatch(signOutUser());
    } finally {
      listenerApi.subscribe();
    }
  },
});

// Another person (or nobody) is now signed in: nothing cached for the previous one may show.
sessionListener.startListening({
  actionCreator: authStateChanged,
  effect: (action, listenerApi) => {
    const before = (listenerApi.getOriginalState() as SessionState).auth.user?.uid;
    if (before !== undefined && before !== action.payload?.uid) {
      listenerApi.dispatch(apiSlice.util.invalidateTags(PRIVATE_TAGS));
    }
  },
});
