import { http, HttpResponse } from 'msw';
import { CORE_API } from '../../../shared/apiPaths/corePaths';
import type { Language } from '../../../shared/languages';
import { PreferencesSchema, SetPreferencesPayloadSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { access } from './listingsHandlers';
import { registerReset } from './storeResets';

/** Each account's stored language, as the server keeps it (users.language); reset after each test. */
export const serverLanguages = new Map<string, Language>();
/** When each was chosen (users.language_chosen_at, ISO); a PUT of a language stamps it now. */
export const serverLanguageChosenAt = new Map<string, string>();
/** The accounts that turned e-mail notifications off (users.email_notifications false). */
export const emailOffAccounts = new Set<string>();
export const resetPreferences = () => {
  serverLanguages.clear();
  serverLanguageChosenAt.clear();
  emailOffAccounts.clear();
};
registerReset(resetPreferences);
const preferencesOf = (caller: string) =>
  PreferencesSchema.parse({
    language: serverLanguages.get(caller) ?? null,
    language_chosen_at: serverLanguageChosenAt.get(caller) ?? null,
    email_notifications: !emailOffAccounts.has(caller),
  });

export const handlers = [
  http.get(apiUrl(CORE_API.preferences.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    return HttpResponse.json(preferencesOf(caller));
  }),
  http.put(apiUrl(CORE_API.preferences.route), async ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = SetPreferencesPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const { language, email_notifications: emailOn } = payload.data;
    if (language) {
      serverLanguages.set(caller, language);
      serverLanguageChosenAt.set(caller, new Date().toISOString());
    }
    if (emailOn === false) emailOffAccounts.add(caller);
    if (emailOn === true) emailOffAccounts.delete(caller);
    return HttpResponse.json(preferencesOf(caller));
  }),
];
