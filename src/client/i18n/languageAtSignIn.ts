import type { ListenerEffectAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/languages';
import { preferencesApi } from '../api/preferencesApi';
import { chooseLanguage, deviceLanguageChosenAt } from './languageThunks';
import { newerLanguageChoice } from './newerLanguageChoice';

/**
 * What these thunks read of the store. Not app/store's types: the store is built on i18n, so
 * i18n names only the parts it uses.
 */
export type AccountLanguageState = {
  auth: { user: { uid: string } | null };
  language: { current: Language };
};
type SignInListener = ListenerEffectAPI<unknown, ThunkDispatch<unknown, unknown, UnknownAction>>;

/**
 * At a sign-in, once the access token is there: the newer of the account's language and the
 * device's wins (newerLanguageChoice.ts). The account's replaces the device's, or the device's is
 * stored on the account; a failed call leaves the screen as it is.
 */
export async function settleLanguageAtSignIn(listenerApi: SignInListener): Promise<void> {
  const { dispatch } = listenerApi;
  // One answer, not a subscription: nothing on screen shows the preferences.
  const answer = await dispatch(
    preferencesApi.endpoints.getPreferences.initiate(undefined, {
      forceRefetch: true,
      subscribe: false,
    }),
  );
  const account = answer.data;
  const current = (listenerApi.getState() as AccountLanguageState).language.current;
  if (!account || account.language === current) return;
  const device = { language: current, chosenAt: deviceLanguageChosenAt() };
  if (newerLanguageChoice(account, device) === 'device') {
    await dispatch(preferencesApi.endpoints.setPreferences.initiate({ language: current }));
  } else if (account.language !== null) {
    const chosenAt = account.language_chosen_at ?? undefined;
    await dispatch(chooseLanguage(account.language, { chosenAt })).catch(() => undefined);
  }
}
