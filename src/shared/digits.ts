/**
 * Bangla digits (০–৯) beside ASCII ones. A Bangla keyboard types prices as '২৫০'; forms read
 * them as 250 (toAsciiDigits). date-fns's `bn` locale names months in Bangla but writes the day
 * and year in ASCII digits, so Bangla dates pass through toBanglaDigits.
 */
const BANGLA_ZERO = 0x09e6;

export const toAsciiDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));

export const toBanglaDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)));
