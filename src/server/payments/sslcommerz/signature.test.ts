import { createHash } from 'node:crypto';
import { hasValidSignature, signFields } from './signature';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const PASSWORD = 'store-password';

/** SSLCommerz's notification signature, as its integration guide describes it. */
describe("the gateway's notification signature", () => {
  const fields = { status: 'VALID', tran_id: 'ssl_1', amount: '150.00', val_id: 'v1' };
  const keys = ['tran_id', 'status', 'amount', 'val_id'];

  it('is the md5 of the listed fields and the password md5, sorted by name, joined as key=value&', () => {
    const joined = `amount=150.00&status=VALID&store_passwd=${md5(PASSWORD)}&tran_id=ssl_1&val_id=v1`;
    expect(signFields(fields, keys, PASSWORD)).toBe(md5(joined));
  });

  const posted = (changes: Record<string, string> = {}) => ({
    ...fields,
    verify_key: keys.join(','),
    verify_sign: signFields(fields, keys, PASSWORD),
    ...changes,
  });

  it('holds for the fields as signed, and for nothing changed or unsigned', () => {
    expect(hasValidSignature(posted(), PASSWORD)).toBe(true);
    expect(hasValidSignature(posted({ amount: '1.00' }), PASSWORD)).toBe(false);
    expect(hasValidSignature(posted(), 'another-password')).toBe(false);
    expect(hasValidSignature(posted({ verify_sign: '' }), PASSWORD)).toBe(false);
    // A signature that leaves out the status vouches for nothing the server acts on.
    const withoutStatus = { ...fields, verify_key: 'tran_id,amount' };
    const sign = signFields(fields, ['tran_id', 'amount'], PASSWORD);
    expect(hasValidSignature({ ...withoutStatus, verify_sign: sign }, PASSWORD)).toBe(false);
  });
});
