import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/languages';
import { readAccessToken } from '../api/accessTokenStorage';
import { authApi } from '../api/authApi';
import { preferencesApi } from '../api/preferencesApi';
import { authStateChanged } from '../session/authActions';
import { chooseLanguage } from './languageThunks';

/**
 * What these thunks read of the store. Not app/store's types: the store is built on i18n, so
 * i18n names only the parts it uses.
 */
type AccountLanguageState = {
  auth: { user: { uid: string } | null };
  language: { current: Language };
};
type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The language follows the person: chosen while signed in, it is stored on the
 * account too; at sign-in, the account's choice (made on another device) replaces the device's,
 * or, if the account has none yet, the device's becomes the account's. Best effort: a failed call
 * leaves the screen as it is (the device still remembers).
 */
export const switchLanguage =
  (language: Language) =>
  async (dispatch: AnyDispatch, getState: () => AccountLanguageState): Promise<void> => {
    await dispatch(chooseLanguage(language));
    if (getState().auth.user) {
      await dispatch(preferencesApi.endpoints.setPreferences.initiate({ language }));
    }
  };

/** How long to wait for a sign-in's access token before leaving the language as it is. */
const ACCESS_TOKEN_WAIT_MS = 60_000;

/**
 * Makes the language follow the account that signs in: app/store.ts registers this, once, on
 * the session's listener (session/sessionListener.ts).
 */
export const followAccountLanguage = (listener: ListenerMiddlewareInstance) =>
  listener.startListening({
    actionCreator: authStateChanged,
    effect: async (action, listenerApi) => {
      const before = (listenerApi.getOriginalState() as AccountLanguageState).auth.user?.uid;
      if (!action.payload || action.payload.uid === before) return;
      // A fresh sign-in is still exchanging its ID token for the access token (authThunks.ts): ask
      // once that is done, or this call would start a second exchange of its own.
      if (!readAccessToken()) {
        const issued = await listenerApi.condition(
          authApi.endpoints.issueAccessToken.matchFulfilled,
          ACCESS_TOKEN_WAIT_MS,
        );
        if (!issued) return;
      }
      const { dispatch } = listenerApi;
      // One answer, not a subscription: nothing on screen shows the preferences.
      const answer = await dispatch(
        preferencesApi.endpoints.getPreferences.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
      if (!answer.data) return;
      const current = (listenerApi.getState() as AccountLanguageState).language.current;
      if (answer.data.language === null) {
        await dispatch(preferencesApi.endpoints.setPreferences.initiate({ language: current }));
      } else if (answer.data.language !== current) {
        await dispatch(chooseLanguage(answer.data.language)).catch(() => undefined);
      }
    },
  });
