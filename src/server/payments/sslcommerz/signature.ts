import { createHash } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's signature over the fields it posts: `verify_key` lists the signed field names;
 * those fields plus `store_passwd` (the md5 of the store password), sorted by name and joined
 * as `key=value&...`, hash (md5) to `verify_sign`. The fake gateway signs with the same function.
 */
export function signFields(
  fields: Record<string, string>,
  keys: readonly string[],
  storePassword: string,
): string {
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys) signed[key] = fields[key] ?? '';
  const joined = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(joined);
}

/** Whether a posted notification is signed by someone who knows the store password. */
export function hasValidSignature(fields: Record<string, string>, storePassword: string): boolean {
  const { verify_key: verifyKey, verify_sign: verifySign } = fields;
  if (!verifyKey || !verifySign) return false;
  const keys = verifyKey.split(',').filter(Boolean);
  // Without the status and transaction id in it, a signature vouches for nothing we act on.
  if (!keys.includes('status') || !keys.includes('tran_id')) return false;
  return signFields(fields, keys, storePassword) === verifySign.toLowerCase();
}
