import {
  type BaseQueryFn,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { CORE_API } from '../../shared/apiPaths/corePaths';
import { API_PREFIX } from '../../shared/apiPaths/prefix';
import { ACCESS_TOKEN_RENEW_BEFORE_EXPIRY_MS } from '../../shared/constants';
import { currentIdToken, currentUser, sessionRestored } from '../identity/identityProvider';
import {
  clearAccessToken,
  expiresWithin,
  readAccessToken,
  storeAccessToken,
} from './accessTokenStorage';
import { loadSchemas } from './lazySchemas';
import { accessTokenRejected } from './sessionEvents';

// The server serves the client and the API from one origin. A relative baseUrl cannot be
// parsed outside a real page (jsdom in tests), so resolve it against the origin.
const API_BASE_URL = `${window.location.origin}${API_PREFIX}`;
const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL });

/** Endpoints that prove identity with the Firebase ID token, to obtain the access token. */
const ID_TOKEN_ENDPOINTS: ReadonlySet<string> = new Set(['issueAccessToken']);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// One exchange at a time: several calls starting together share it.
let pendingExchange: Promise<string | null> | null = null;

/**
 * POST /jwt with the Firebase ID token. A plain fetch, not the base query, because the image
 * upload (an XMLHttpRequest, for its progress) renews its token here too, outside RTK Query.
 */
async function exchangeIdToken(email: string): Promise<string | null> {
  const idToken = await currentIdToken();
  if (!idToken) return null;
  try {
    const response = await fetch(`${API_BASE_URL}${CORE_API.jwt.url()}`, {
      method: 'POST',
      headers: { ...bearer(idToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const parsed = (await loadSchemas()).JwtResponseSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    storeAccessToken(parsed.data.Access_token);
    return parsed.data.Access_token;
  } catch {
    // No connection, or no JSON: no token; the call goes on without one and is refused.
    return null;
  }
}

/**
 * Before Firebase has restored the session (its SDK comes after the main bundle), a stored token
 * still valid goes out as is, so a page's data need not wait for the SDK (no waterfall).
 * The server checks it; if the restore finds no one, sessionSync clears it.
 */
function tokenBeforeRestore(): string | null {
  if (sessionRestored()) return null;
  const stored = readAccessToken();
  return stored && !expiresWithin(stored, ACCESS_TOKEN_RENEW_BEFORE_EXPIRY_MS) ? stored : null;
}

/** Whether a call made now would carry an access token: someone is, or is being, signed in. */
export const callsAsSignedIn = (): boolean =>
  currentUser() !== null || tokenBeforeRestore() !== null;

/**
 * The stored access token, or a new one when it is missing or about to expire (a token counts
 * as expired 30 s early), so a signed-in user never meets an expired session. Every call to the
 * product server takes its token from here: the base query's and the image upload's.
 */
export async function freshAccessToken(): Promise<string | null> {
  const email = currentUser()?.email;
  if (!email) return tokenBeforeRestore();
  const stored = readAccessToken();
  if (stored && !expiresWithin(stored, ACCESS_TOKEN_RENEW_BEFORE_EXPIRY_MS)) return stored;
  pendingExchange ??= exchangeIdToken(email).finally(() => {
    pendingExchange = null;
  });
  return pendingExchange;
}

/**
 * A new access token even though the stored one looks valid: the server refused it (the live
 * stream, which cannot go through the base query, asks for one after a 401).
 */
export function renewedAccessToken(): Promise<string | null> {
  clearAccessToken();
  return freshAccessToken();
}

/**
 * Whether an answer means the server no longer accepts this session: a 401 to a call sent with
 * our token, or sent without one because its renewal was refused while someone is signed in.
 */
export const endsSession = (status: unknown, token: string | null): boolean =>
  status === 401 && (token !== null || currentUser() !== null);

function withBearer(args: string | FetchArgs, token: string | null): string | FetchArgs {
  if (!token) return args;
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, headers: { ...(request.headers as object), ...bearer(token) } };
}

/**
 * Every call carries the bearer token when someone is signed in: the server decides what each
 * route needs. Any 401 means the server no longer
 * accepts this session, and is reported so the user is signed out
 * (docs/product.md#the-session-ends).
 */
export const authorizedBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extra) => {
  const usesIdToken = ID_TOKEN_ENDPOINTS.has(api.endpoint);
  const token = usesIdToken ? await currentIdToken() : await freshAccessToken();
  const result = await rawBaseQuery(withBearer(args, token), api, extra);
  // Not for the ID-token exchange: a refused sign-in is reported by the sign-in, and no session
  // has ended.
  if (!usesIdToken && endsSession(result.error?.status, token)) {
    api.dispatch(accessTokenRejected({ endpoint: api.endpoint }));
  }
  return result;
};
