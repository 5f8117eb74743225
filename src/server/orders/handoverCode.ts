import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { HANDOVER_CODE_DIGITS } from '../../shared/constants';

/**
 * The handover code: HANDOVER_CODE_DIGITS digits from crypto.randomInt, shown to the buyer once
 * and stored only as an HMAC-SHA256 under a key derived from the server's secret
 * (ACCESS_TOKEN_SECRET), bound to its order so a code cannot be replayed on another. Compared in
 * constant time. A new secret makes earlier codes unusable: the buyer asks for a new one.
 */
export function newHandoverCode(): string {
  return String(randomInt(0, 10 ** HANDOVER_CODE_DIGITS)).padStart(HANDOVER_CODE_DIGITS, '0');
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('handover-code').digest();

export const hashHandoverCode = (secret: string, orderId: string, code: string): string =>
  createHmac('sha256', keyOf(secret)).update(`${orderId}:${code}`).digest('hex');

/** Whether `code` is the order's; an order without a code compares against zeros, and fails. */
export function handoverCodeMatches(
  secret: string,
  orderId: string,
  code: string,
  storedHash: string | null,
): boolean {
  const given = Buffer.from(hashHandoverCode(secret, orderId, code), 'hex');
  const stored = storedHash ? Buffer.from(storedHash, 'hex') : Buffer.alloc(given.length);
  const same = stored.length === given.length && timingSafeEqual(given, stored);
  return same && storedHash !== null;
}
