import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { SessionsRevokedSchema } from '../../shared/schemas/auth';
import { revokeSessions } from '../db/queries/sessions';
import { notFound } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

/**
 * POST /sessions/revoke-all: 'Sign out everywhere' (docs/product.md#post-sessionsrevoke-all).
 * Any signed-in role, always about the caller's own account: every access token of it stops
 * working at once, this one too, and no Firebase sign-in from before can get a new one, so a
 * stolen session or a forgotten device is out until the person signs in again.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.revokeAllSessions.route,
    {
      config: { access: 'signedIn' },
      schema: { response: { 200: SessionsRevokedSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const revoked = await revokeSessions(app.db, callerOf(request).email);
      if (!revoked) throw notFound(SERVER_ERRORS.userNotFound);
      // This copy's answers about the account's tokens are out of date; other copies ask again
      // within SESSION_RECHECK_MS.
      app.sessions.forgetAll();
      return { acknowledged: true };
    },
  );
};
