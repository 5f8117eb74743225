import type {
  FastifyPluginAsync,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import type { Role } from '../../shared/roles';
import { AccessTokenError, createAccessTokens, type AccessTokens } from '../auth/accessToken';
import type { Caller } from '../auth/caller';
import { roleOfCaller } from '../auth/callerRole';
import { CurrentSessions } from '../auth/currentSessions';
import { acceptedTokenVersion } from '../db/queries/sessions';
import { HttpError } from '../httpError';

/**
 * Who may call a route: anyone, any signed-in caller, or callers holding one of the roles.
 * 'signature' is for calls from a machine that signs its body instead (Stripe's webhooks): no
 * session is asked for, and the route itself refuses a body without a valid signature.
 */
export type Access = 'public' | 'signature' | 'signedIn' | { roles: readonly Role[] };

/** One method of one API route as registered (Fastify's automatic HEAD twins of GETs included). */
export interface ApiRoute {
  readonly method: HTTPMethods;
  /** The full path pattern, prefix included: `/api/order/:id`. */
  readonly url: string;
  readonly access: Access;
  /** Its params, querystring and body schemas (zod), from which the security tests build calls. */
  readonly schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every API route; onRoute below refuses to start without it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** Set from the access token on every non-public route; null on public ones. */
    caller: Caller | null;
    /**
     * The role the caller acts with (auth/callerRole.ts), read from the database on the first
     * call and shared by every later one in the request: the role guard, assertSelf, handlers.
     */
    callerRole(): Promise<Role | undefined>;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Whether a token's version is still its account's (sign-out everywhere, a moved record). */
    sessions: CurrentSessions;
    /**
     * Every API route with its access rule, in registration order: the authorization matrix
     * tests are generated from it, so a new route cannot escape them.
     */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

const unauthorized = (message: ErrorMessage) => new HttpError(401, message);

function isApiRoute(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
}

/** `Authorization: Bearer <token>`, or undefined when the header is missing or another scheme. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The caller of a non-public route; only a route declared 'public' can lack one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(SERVER_ERRORS.signInRequired);
  return request.caller;
}

/**
 * Ownership check: the e-mail a request is about must be the caller's own (case-insensitive),
 * or, with `adminsToo`, the caller must act as an admin (request.callerRole()).
 */
export async function assertSelf(
  request: FastifyRequest,
  email: string,
  { adminsToo = false }: { adminsToo?: boolean } = {},
): Promise<void> {
  const caller = callerOf(request);
  if (caller.email === email.toLowerCase()) return;
  if (adminsToo && (await request.callerRole()) === 'admin') return;
  throw new HttpError(403, SERVER_ERRORS.notYourAccount);
}

const guardApiRoutes: FastifyPluginAsync = async (app) => {
  const { ACCESS_TOKEN_SECRET, ACCESS_TOKEN_PREVIOUS_SECRET, ACCESS_TOKEN_TTL_SECONDS } =
    app.config;
  app.decorate(
    'accessTokens',
    createAccessTokens({
      secret: ACCESS_TOKEN_SECRET,
      previousSecret: ACCESS_TOKEN_PREVIOUS_SECRET,
      ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    }),
  );
  app.decorate(
    'sessions',
    new CurrentSessions((uid, email) => acceptedTokenVersion(app.db, uid, email)),
  );
  app.decorateRequest('caller', null);
  // Keyed by the request, so a read lives as long as its request: the next one reads again.
  const roleReads = new WeakMap<FastifyRequest, Promise<Role | undefined>>();
  app.decorateRequest('callerRole', async function callerRole(this: FastifyRequest) {
    const read = roleReads.get(this) ?? roleOfCaller(app.db, callerOf(this));
    roleReads.set(this, read);
    return read;
  });

  const apiRoutes: ApiRoute[] = [];
  // A copy of frozen entries: nobody outside this hook can add, drop or relax a route's rule.
  app.decorate('apiRoutes', { getter: (): readonly ApiRoute[] => [...apiRoutes] });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`${route.method} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) {
      apiRoutes.push(Object.freeze({ method, url: route.url, access, schema: route.schema ?? {} }));
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unknown paths (no route, so no access) fall through to the 404 handler.
    if (access === undefined || access === 'public' || access === 'signature') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized(SERVER_ERRORS.signInRequired);
    let caller: Caller;
    try {
      caller = await app.accessTokens.verify(token);
    } catch (error) {
      if (!(error instanceof AccessTokenError)) throw error;
      throw unauthorized(
        error.reason === 'expired'
          ? SERVER_ERRORS.accessTokenExpired
          : SERVER_ERRORS.accessTokenInvalid,
      );
    }
    if (!(await app.sessions.accepts(caller))) throw unauthorized(SERVER_ERRORS.sessionEnded);
    request.caller = caller;

    if (access === 'signedIn') return;
    const role = await request.callerRole();
    if (!role || !access.roles.includes(role)) {
      throw new HttpError(403, SERVER_ERRORS.roleRequired(access.roles));
    }
  });
};

/**
 * Identity and roles for the whole API, declared per route in `config.access` so the rule sits
 * next to the route and can be listed (an authorization matrix) from the routes themselves. A
 * token must also carry its account's current version (auth/currentSessions.ts), so ended
 * sessions end on every route.
 * Roles are read from the database once per request, so a promotion takes effect at once. Its
 * hooks run after the CORS and security headers are set, so a refusal carries them too; routes
 * must be added after it, or they would escape the check of their `config.access`.
 */
export const authPlugin = fp(guardApiRoutes, {
  name: 'auth',
  dependencies: ['db', 'errors', 'cors', 'security'],
});
