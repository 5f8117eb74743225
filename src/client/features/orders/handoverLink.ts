import { HANDOVER_CODE_DIGITS } from '../../../shared/constants';
import { paths } from '../../app/paths';

/**
 * What the buyer's QR code holds: the seller's way to this order's page with the code after `#`.
 * Any phone camera opens it, not only browsers with a barcode reader; the part after `#` never
 * leaves the seller's browser, so the code is in no server's or proxy's log.
 */
const FRAGMENT_KEY = 'handover';
const CODE = new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`);

export function handoverLink(orderId: string, code: string): string {
  return `${window.location.origin}${paths.order.getHref(orderId)}#${FRAGMENT_KEY}=${code}`;
}

/** The code in a page address's fragment (`#handover=123456`), if it holds one. */
export function codeInFragment(hash: string): string | undefined {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_KEY) ?? '';
  return CODE.test(code) ? code : undefined;
}

/**
 * The code a scan read: the bare digits, or the link of this order (another order's link gives
 * nothing, rather than a wrong try that counts toward the lock).
 */
export function codeInScan(text: string, orderId: string): string | undefined {
  const value = text.trim();
  if (CODE.test(value)) return value;
  try {
    const url = new URL(value);
    return url.pathname === paths.order.getHref(orderId) ? codeInFragment(url.hash) : undefined;
  } catch {
    return undefined;
  }
}
