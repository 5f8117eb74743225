import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { JwtPayloadSchema, JwtQuerySchema, JwtResponseSchema } from '../../shared/schemas/auth';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { grantsAdmin } from '../auth/callerRole';
import { verifyIdToken } from '../auth/idToken';
import { recordSignIn, type SignInRefusal } from '../db/queries/signIns';
import { HttpError } from '../httpError';
import { bearerToken } from '../plugins/auth';

const responses = {
  200: JwtResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

const REFUSALS: Record<SignInRefusal, [number, ErrorMessage]> = {
  verifyEmailFirst: [403, SERVER_ERRORS.verifyEmailToSignIn],
  emailInUse: [409, SERVER_ERRORS.emailInUse],
  signedOutEverywhere: [401, SERVER_ERRORS.sessionEnded],
};

/**
 * POST /jwt and GET /jwt?email: swap a Firebase ID token (the bearer) for the server's own access
 * token. Public, because the ID token is the credential; the e-mail the client names must be the
 * one Firebase vouches for, so nobody gets a token for another person's account. Signing in
 * binds the record to the account, refreshes whether its address is verified, moves it to a
 * changed address and grants admin rights
 * (docs/decisions/0050-records-bound-to-accounts-and-sessions-that-end.md); the token carries the
 * record's token version, so a change that ends sessions ends the older ones, not this one.
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
    const identity = await verifyIdToken(FIREBASE_PROJECT_ID, idToken);
    if (identity.email !== email.toLowerCase()) {
      throw new HttpError(401, SERVER_ERRORS.emailMismatch);
    }
    const signIn = await recordSignIn(app.db, identity, grantsAdmin(ADMIN_EMAILS, identity));
    if (signIn.refused) throw new HttpError(...REFUSALS[signIn.refused]);
    // Tokens this copy has checked recently may have just stopped being current.
    if (signIn.changed) app.sessions.forgetAll();
    const { uid, emailVerified } = identity;
    const caller = { uid, email: identity.email, emailVerified, tokenVersion: signIn.tokenVersion };
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
