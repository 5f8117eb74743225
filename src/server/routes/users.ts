import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { EmailQuerySchema, ErrorResponseSchema } from '../../shared/schemas/common';
import {
  RegisterUserPayloadSchema,
  RegisterUserResponseSchema,
  SellerDetailSchema,
} from '../../shared/schemas/user';
import { grantsAdmin } from '../auth/callerRole';
import { upsertUser } from '../db/queries/userRegistration';
import { findSellerDetail } from '../db/queries/users';
import { HttpError, notFound } from '../httpError';
import { assertSelf, callerOf } from '../plugins/auth';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /g-users: after every sign-up or Google sign-in the client registers the person it
   * signed in, and only that person, bound to their account at the identity provider; admin
   * comes from ADMIN_EMAILS for a verified e-mail, never from the payload.
   */
  app.post(
    API.googleUsers.route,
    {
      config: { access: 'signedIn' },
      schema: {
        body: RegisterUserPayloadSchema,
        response: {
          200: RegisterUserResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await assertSelf(request, request.body.email);
      const caller = callerOf(request);
      const asAdmin = grantsAdmin(app.config.ADMIN_EMAILS, caller);
      const stored = await upsertUser(app.db, request.body, caller, asAdmin);
      // The address's record is another account's (/jwt refuses that sign-in too).
      if (!stored) throw new HttpError(403, SERVER_ERRORS.verifyEmailToSignIn);
      const { id, created } = stored;
      return {
        acknowledged: true,
        matchedCount: created ? 0 : 1,
        modifiedCount: created ? 0 : 1,
        upsertedCount: created ? 1 : 0,
        upsertedId: created ? id : null,
      };
    },
  );

  /**
   * GET /sellerDetail?email: public, because book cards show who sells and if they are verified.
   * Only sellers have an answer: a buyer or an admin gets the same 404 as an unknown address, so
   * nobody can find out who has an account or which one is the admin.
   */
  app.get(
    API.sellerDetail.route,
    {
      config: { access: 'public' },
      schema: {
        querystring: EmailQuerySchema,
        response: { 200: SellerDetailSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const detail = await findSellerDetail(app.db, request.query.email);
      if (!detail) throw notFound(SERVER_ERRORS.userNotFound);
      return detail;
    },
  );
};
