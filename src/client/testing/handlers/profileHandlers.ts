import { http, HttpResponse } from 'msw';
import { ACCOUNT_API } from '../../../shared/apiPaths/accountPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  localMobile,
  type Profile,
  ProfileSchema,
  SetProfilePayloadSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { access } from './listingsHandlers';
import { registerReset } from './storeResets';

/** The numbers people gave (users.phone), by e-mail; nobody has one until a test gives it. */
export const serverPhones = new Map<string, string>();
registerReset(() => serverPhones.clear());

const profileOf = (email: string): Profile | undefined => {
  const user = knownUsers.get(email);
  return user && ProfileSchema.parse({ name: user.name, phone: serverPhones.get(email) ?? null });
};

export const handlers = [
  http.get(apiUrl(ACCOUNT_API.profile.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const profile = profileOf(caller);
    return profile ? HttpResponse.json(profile) : errorResponse(404, SERVER_ERRORS.userNotFound);
  }),
  http.put(apiUrl(ACCOUNT_API.profile.route), async ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = SetProfilePayloadSchema.safeParse(await request.json());
    if (!payload.success) {
      const [issue] = payload.error.issues;
      return errorResponse(400, `${issue?.path.join('.')}: ${issue?.message}`);
    }
    const user = knownUsers.get(caller);
    if (!user) return errorResponse(404, SERVER_ERRORS.userNotFound);
    user.name = payload.data.name;
    const { phone } = payload.data;
    if (phone === null) serverPhones.delete(caller);
    else serverPhones.set(caller, localMobile(phone));
    return HttpResponse.json(profileOf(caller));
  }),
];
