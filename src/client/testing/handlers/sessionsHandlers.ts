import { http, HttpResponse } from 'msw';
import { ACCOUNT_API } from '../../../shared/apiPaths/accountPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { SessionsRevokedSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { access } from './listingsHandlers';
import { registerReset } from './storeResets';

/** The accounts that signed out everywhere (POST /sessions/revoke-all), in order. */
export const revokedAccounts: string[] = [];
registerReset(() => {
  revokedAccounts.length = 0;
});

export const handlers = [
  http.post(apiUrl(ACCOUNT_API.revokeAllSessions.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    if (!knownUsers.has(caller)) return errorResponse(404, SERVER_ERRORS.userNotFound);
    revokedAccounts.push(caller);
    return HttpResponse.json(SessionsRevokedSchema.parse({ acknowledged: true }));
  }),
];
