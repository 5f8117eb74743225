import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { PreferencesSchema, SetPreferencesPayloadSchema } from '../../shared/schemas/preferences';
import { findPreferences, savePreferences } from '../db/queries/preferences';
import { notFound } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

/**
 * The caller's own preferences (the language follows the person to another device).
 * Any signed-in role; the account is always the one the access token names, so there is no
 * e-mail in the request to check. A token whose account row is gone reads as the users' 404.
 */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.preferences.route,
    {
      config: { access: 'signedIn' },
      schema: { response: { 200: PreferencesSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const preferences = await findPreferences(app.db, callerOf(request).email);
      if (!preferences) throw notFound(SERVER_ERRORS.userNotFound);
      return preferences;
    },
  );

  app.put(
    API.preferences.route,
    {
      config: { access: 'signedIn' },
      schema: {
        body: SetPreferencesPayloadSchema,
        response: { 200: PreferencesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const saved = await savePreferences(app.db, callerOf(request).email, request.body);
      if (!saved) throw notFound(SERVER_ERRORS.userNotFound);
      return saved;
    },
  );
};
