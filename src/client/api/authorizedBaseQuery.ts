import {
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API, API_PREFIX } from '../../shared/apiPaths';
import { IDENTITY } from '../../shared/constants';
import { currentIdToken, currentUser } from '../identity/identityProvider';
import { expiresWithin, readAccessToken, storeAccessToken } from './accessTokenStorage';
import { loadSchemas } from './lazySchemas';
import { accessTokenRejected } from './sessionEvents';

// The server serves the client and the API from one origin. A relative baseUrl cannot be
// parsed outside a real page (jsdom in tests), so resolve it against the origin.
const rawBaseQuery = fetchBaseQuery({ baseUrl: `${window.location.origin}${API_PREFIX}` });

/** Endpoints that prove identity with the Firebase ID token, to obtain the access token. */
export const ID_TOKEN_ENDPOINTS: ReadonlySet<string> = new Set([
  'issueAccessToken',
  'getAccessToken',
]);

type Extra = Parameters<typeof rawBaseQuery>[2];

// One exchange at a time: several queries starting together share it.
let pendingExchange: Promise<string | null> | null = null;

async function exchangeIdToken(email: string, api: BaseQueryApi, extra: Extra) {
  const idToken = await currentIdToken();
  if (!idToken) return null;
  const result = await rawBaseQuery(
    { url: API.jwt.url(), method: 'POST', body: { email }, headers: bearer(idToken) },
    api,
    extra,
  );
  const parsed = (await loadSchemas()).JwtResponseSchema.safeParse(result.data);
  if (!parsed.success) return null;
  storeAccessToken(parsed.data.Access_token);
  return parsed.data.Access_token;
}

/**
 * The stored access token, or a new one when it is missing or about to expire (SPEC §9: a
 * token counts as expired 30 s early), so a signed-in user never meets an expired session.
 */
async function freshAccessToken(api: BaseQueryApi, extra: Extra): Promise<string | null> {
  const email = currentUser()?.email;
  if (!email) return null;
  const stored = readAccessToken();
  if (stored && !expiresWithin(stored, IDENTITY.tokenExpiryBufferMs)) return stored;
  pendingExchange ??= exchangeIdToken(email, api, extra).finally(() => {
    pendingExchange = null;
  });
  return pendingExchange;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function withBearer(args: string | FetchArgs, token: string | null): string | FetchArgs {
  if (!token) return args;
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, headers: { ...(request.headers as object), ...bearer(token) } };
}

/**
 * Every call carries the bearer token when someone is signed in (not only the four SPEC §6
 * names): the server decides what each route needs. Any 401 means the server no longer accepts
 * this session, and is reported so the user is signed out (SPEC's add-product rule, everywhere).
 */
export const authorizedBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extra) => {
  const usesIdToken = ID_TOKEN_ENDPOINTS.has(api.endpoint);
  const token = usesIdToken ? await currentIdToken() : await freshAccessToken(api, extra);
  const result = await rawBaseQuery(withBearer(args, token), api, extra);
  // Not for the ID-token exchange: a refused sign-in is reported by the sign-in, and no session
  // has ended. Also when no token could be had for a signed-in user (its renewal was refused).
  if (result.error?.status === 401 && !usesIdToken && (token || currentUser())) {
    api.dispatch(accessTokenRejected({ endpoint: api.endpoint }));
  }
  return result;
};
