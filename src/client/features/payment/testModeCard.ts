import { toAsciiDigits } from '../../../shared/digits';
import type { TestModeCardConfirmPayload } from '../../../shared/schemas';
import { loadSchemas } from '../../api/lazySchemas';
import { translate } from '../../i18n/i18n';

type TestModeCardFields = { cardNumber: string; expiry: string; cvc: string };

/** 'MM/YY' (or 'MM/YYYY') as month and full year; null when it is not a date. */
function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const [, month = '', year = ''] = match;
  return {
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
  };
}

/**
 * The test-mode provider's confirmation body from the typed card, or the first problem in Stripe's
 * own words (the schema's), so both providers read alike under the form. The schemas (and zod)
 * are fetched with the first 'Pay', not before the page renders.
 */
export async function testModeCardPayload(
  clientSecret: string,
  fields: TestModeCardFields,
): Promise<{ payload: TestModeCardConfirmPayload } | { problem: string }> {
  // A Bangla keyboard types '৪২৪২': the same card as '4242'.
  const expiry = parseExpiry(toAsciiDigits(fields.expiry));
  const { TestModeCardConfirmPayloadSchema } = await loadSchemas();
  const checked = TestModeCardConfirmPayloadSchema.safeParse({
    clientSecret,
    cardNumber: toAsciiDigits(fields.cardNumber),
    expMonth: expiry?.expMonth ?? 1,
    expYear: expiry?.expYear ?? 0,
    cvc: toAsciiDigits(fields.cvc).trim(),
  });
  if (checked.success && expiry) return { payload: checked.data };
  const issues = checked.success ? [] : checked.error.issues;
  const problemWith = (field: string) => issues.find(({ path }) => path[0] === field)?.message;
  // In the order the fields are shown, as Stripe's card field reports them.
  const expiryProblem = expiry
    ? (problemWith('expMonth') ?? problemWith('expYear'))
    : translate('buying.cardExpiryIncomplete');
  return {
    problem:
      problemWith('cardNumber') ??
      expiryProblem ??
      problemWith('cvc') ??
      translate('buying.cardExpiryIncomplete'),
  };
}
