import type { ErrorMessage } from '../../shared/errorCodes';
import { CARD_ERRORS } from '../../shared/messages';
import { TEST_MODE_CARDS } from '../../shared/constants';

export interface TestModeCard {
  /** Digits only (the contract's schema strips spaces and dashes). */
  cardNumber: string;
  expMonth: number;
  /** Two or four digits, as a card form gives it. */
  expYear: number;
  cvc: string;
}

const SUCCEEDS: ReadonlySet<string> = new Set([
  TEST_MODE_CARDS.succeeds,
  TEST_MODE_CARDS.succeedsDebit,
  TEST_MODE_CARDS.succeedsMastercard,
]);

/** Stripe's test cards that fail, with the message Stripe gives for each. */
const FAILS: ReadonlyMap<string, ErrorMessage> = new Map([
  [TEST_MODE_CARDS.declined, CARD_ERRORS.declined],
  [TEST_MODE_CARDS.insufficientFunds, CARD_ERRORS.insufficientFunds],
  [TEST_MODE_CARDS.expired, CARD_ERRORS.expired],
  [TEST_MODE_CARDS.incorrectCvc, CARD_ERRORS.incorrectCvc],
]);

/** Stripe accepts expiry years up to about fifty years ahead. */
const MAX_YEARS_AHEAD = 50;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe answers for this card in test mode: undefined when the charge succeeds, else the
 * card error's message. Checked in Stripe's order: number, expiry, then the card's own behaviour.
 */
export function cardFailure(card: TestModeCard, now = new Date()): ErrorMessage | undefined {
  if (!passesLuhn(card.cardNumber)) return CARD_ERRORS.incorrectNumber;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getFullYear();
  if (year < thisYear || year > thisYear + MAX_YEARS_AHEAD) return CARD_ERRORS.invalidExpiryYear;
  if (year === thisYear && card.expMonth < now.getMonth() + 1) return CARD_ERRORS.expired;
  if (SUCCEEDS.has(card.cardNumber)) return undefined;
  return FAILS.get(card.cardNumber) ?? CARD_ERRORS.liveCardInTestMode;
}
