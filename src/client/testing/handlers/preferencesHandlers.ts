import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import type { Language } from '../../../shared/languages';
import { PreferencesSchema, SetPreferencesPayloadSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { access } from './listingsHandlers';

/** Each account's stored language, as the server keeps it (users.language); reset after each test. */
export const serverLanguages = new Map<string, Language>();
export const resetPreferences = () => serverLanguages.clear();

export const preferencesHandlers = [
  http.get(apiUrl(API.preferences.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    return HttpResponse.json(
      PreferencesSchema.parse({ language: serverLanguages.get(caller) ?? null }),
    );
  }),
  http.put(apiUrl(API.preferences.route), async ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = SetPreferencesPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    serverLanguages.set(caller, payload.data.language);
    return HttpResponse.json(PreferencesSchema.parse(payload.data));
  }),
];
