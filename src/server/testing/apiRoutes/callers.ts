import type { Role } from '../../../shared/roles';
import { bearer, expiredSessionOf, signedInAs } from '../authHeaders';
import type { TestApp } from '../buildTestApp';
import { ADMIN, BUYER, OTHER_SELLER, OWNER } from '../listingFixtures';
import { OTHER_BUYER } from '../paymentFixtures';

/** Everyone the authorization matrix calls each route as, in the order its rows show them. */
export const CALLERS = [
  'no token',
  'malformed token',
  'expired token',
  'buyer',
  'other buyer',
  'seller',
  'other seller',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

export type SignedInCaller = Exclude<CallerName, 'no token' | 'malformed token' | 'expired token'>;

/** The demo accounts (plus OTHER_BUYER) behind the signed-in callers, and their stored roles. */
export const CALLER_ACCOUNTS: Record<SignedInCaller, { email: string; role: Role }> = {
  buyer: { email: BUYER, role: 'buyer' },
  'other buyer': { email: OTHER_BUYER, role: 'buyer' },
  seller: { email: OWNER, role: 'seller' },
  'other seller': { email: OTHER_SELLER, role: 'seller' },
  admin: { email: ADMIN, role: 'admin' },
};

/**
 * An unsigned token (alg "none") that claims to be the admin: well-formed base64url parts, so it
 * gets past any shape check and must be refused for its missing signature.
 */
const UNSIGNED_ADMIN_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
  Buffer.from(
    JSON.stringify({ sub: 'uid-of-admin', email: ADMIN, iss: 'used-book-resale', exp: 4e9 }),
  ).toString('base64url'),
  '',
].join('.');

/**
 * The Authorization header each caller sends. The expired session is the admin's own genuine
 * token, so it would pass every rule if expiry were not checked.
 */
export async function headersOf(
  testApp: TestApp,
  caller: CallerName,
): Promise<Record<string, string>> {
  if (caller === 'no token') return {};
  if (caller === 'malformed token') return bearer(UNSIGNED_ADMIN_TOKEN);
  if (caller === 'expired token') return expiredSessionOf(testApp, ADMIN);
  return signedInAs(testApp, CALLER_ACCOUNTS[caller].email);
}
