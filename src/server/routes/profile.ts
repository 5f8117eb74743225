import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { ProfileSchema, SetProfilePayloadSchema } from '../../shared/schemas/profile';
import { findProfile, saveProfile } from '../db/queries/profile';
import { notFound } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

/**
 * The caller's own name and mobile number (docs/product.md#get-profile-and-put-profile). Any
 * signed-in role; the record is always the one the access token names, so no request can name
 * another's. A token whose account row is gone reads as the users' 404.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.profile.route,
    {
      config: { access: 'signedIn' },
      schema: { response: { 200: ProfileSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const profile = await findProfile(app.db, callerOf(request).email);
      if (!profile) throw notFound(SERVER_ERRORS.userNotFound);
      return profile;
    },
  );

  app.put(
    API.profile.route,
    {
      config: { access: 'signedIn' },
      schema: {
        body: SetProfilePayloadSchema,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const saved = await saveProfile(app.db, callerOf(request).email, request.body);
      if (!saved) throw notFound(SERVER_ERRORS.userNotFound);
      return saved;
    },
  );
};
