import { ACCESS_TOKEN_STORAGE_KEY } from '../../shared/constants';

/**
 * The product server's access token (docs/product.md#access-token), kept in local storage under
 * `accessToken`, so a reload or a second tab stays signed in to the server as long as Firebase
 * keeps the user. Storage can be unavailable (private modes, full quota): then the token lives for
 * the page only.
 */
let inMemoryToken: string | null = null;

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return inMemoryToken;
  }
}

export function storeAccessToken(token: string): void {
  inMemoryToken = token;
  try {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // kept in memory only
  }
}

export function clearAccessToken(): void {
  inMemoryToken = null;
  try {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Whether the token expires within `marginMs` (or cannot be read). Only the expiry is read, to
 * fetch a new token in time; the server alone decides whether a token is valid.
 */
export function expiresWithin(token: string, marginMs: number, now = Date.now()): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp !== 'number' || exp * 1000 - now <= marginMs;
  } catch {
    return true;
  }
}
