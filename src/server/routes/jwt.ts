import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { JwtPayloadSchema, JwtQuerySchema, JwtResponseSchema } from '../../shared/schemas/auth';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { promoteIfGranted } from '../auth/callerRole';
import { verifyIdToken } from '../auth/idToken';
import { HttpError } from '../httpError';
import { bearerToken } from '../plugins/auth';

const responses = {
  200: JwtResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * POST /jwt and GET /jwt?email: swap a Firebase ID token (the bearer) for the server's own access
 * token. Public, because the ID token is the credential; the e-mail the client names must be the
 * one Firebase vouches for, so nobody gets a token for another person's account. Signing in is
 * also when an ADMIN_EMAILS address verified since it registered becomes admin.
 */
export const jwtRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ADMIN_EMAILS, FIREBASE_PROJECT_ID, JWT_RATE_LIMIT_PER_MINUTE } = app.config;
  const config = { access: 'public' as const };
  // One budget per address for both ways of asking: a route's own config.rateLimit would count
  // each method apart, and give an address twice the checks of Firebase it was meant to.
  const signInRate = app.rateLimit({ max: JWT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 });

  const issueFor = async (request: FastifyRequest, email: string) => {
    const idToken = bearerToken(request);
    if (!idToken) throw new HttpError(401, SERVER_ERRORS.idTokenInvalid);
    const caller = await verifyIdToken(FIREBASE_PROJECT_ID, idToken);
    if (caller.email !== email.toLowerCase()) {
      throw new HttpError(401, SERVER_ERRORS.emailMismatch);
    }
    await promoteIfGranted(app.db, ADMIN_EMAILS, caller);
    return { Access_token: await app.accessTokens.issue(caller) };
  };

  app.post(
    API.jwt.route,
    { config, onRequest: signInRate, schema: { body: JwtPayloadSchema, response: responses } },
    async (request) => issueFor(request, request.body.email),
  );

  app.get(
    API.jwtByEmail.route,
    {
      config,
      onRequest: signInRate,
      schema: { querystring: JwtQuerySchema, response: responses },
    },
    async (request) => issueFor(request, request.query.email),
  );
};
