import { ERROR_CODES, errorCodeOf, isErrorCode } from './errorCodes';
import { CARD_ERRORS, SERVER_ERRORS, VALIDATION } from './messages';

const CATALOGUES = { SERVER_ERRORS, VALIDATION, CARD_ERRORS };

/** Every English error text with the code its key gives it. */
const TEXTS = Object.values(CATALOGUES).flatMap((catalogue) =>
  Object.entries(catalogue).map(([code, text]) => ({
    code,
    text: typeof text === 'function' ? SERVER_ERRORS.roleRequired(['seller']) : text,
  })),
);

describe('error codes', () => {
  it('are the keys of the three catalogues and invalidRequest, each once', () => {
    const keys = Object.values(CATALOGUES).flatMap((catalogue) => Object.keys(catalogue));
    expect([...ERROR_CODES].sort()).toEqual([...keys, 'invalidRequest'].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('give every message exactly one code: its own', () => {
    for (const { code, text } of TEXTS) {
      expect({ text, code: errorCodeOf(text) }).toEqual({ text, code });
      expect(TEXTS.filter((other) => other.text === text)).toHaveLength(1);
    }
  });

  it('name the role refusal whatever roles it lists', () => {
    expect(errorCodeOf(SERVER_ERRORS.roleRequired(['seller', 'admin']))).toBe('roleRequired');
    expect(errorCodeOf('Only buyer accounts can do this.')).toBe('roleRequired');
    expect(errorCodeOf('Only accounts can do this.')).toBe('invalidRequest');
  });

  it('fall back for a text that is not ours', () => {
    expect(errorCodeOf('Too small: expected number to be >=0')).toBe('invalidRequest');
    expect(errorCodeOf('socket hang up', 'internal')).toBe('internal');
    expect(isErrorCode('listingSold')).toBe(true);
    expect(isErrorCode('listingsold')).toBe(false);
  });
});
