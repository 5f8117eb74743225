import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/languages';
import { readAccessToken } from '../api/accessTokenStorage';
import { authApi } from '../api/authApi';
import { preferencesApi } from '../api/preferencesApi';
import { authStateChanged } from '../session/authActions';
import type { AccountLanguageState } from './languageAtSignIn';
import { chooseLanguage } from './languageThunks';

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The language follows the person: chosen while signed in, it is stored on the account too; at
 * sign-in, the newer of the account's choice (made on another device) and the device's wins
 * (newerLanguageChoice.ts): the account's replaces the device's, or the device's is stored on the
 * account. Best effort: a failed call leaves the screen as it is (the device still remembers).
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
      // Only a sign-in needs what follows: it comes in its own small chunk, not the first load.
      const { settleLanguageAtSignIn } = await import(
        /* webpackChunkName: "language-at-sign-in" */ './languageAtSignIn'
      );
      await settleLanguageAtSignIn(listenerApi);
    },
  });
