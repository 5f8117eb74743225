import { TEST_MODE_CARDS } from '../../shared/constants';
import { CARD_ERRORS } from '../../shared/messages';
import { cardFailure, passesLuhn, type TestModeCard } from './testModeCards';

const NOW = new Date(2030, 5, 15); // June 2030
const card = (cardNumber: string, expMonth = 12, expYear = 2031): TestModeCard => ({
  cardNumber,
  expMonth,
  expYear,
  cvc: '123',
});

describe("the test-mode provider's cards (Stripe's test-mode behaviour)", () => {
  it('checks the number with Luhn', () => {
    expect(passesLuhn(TEST_MODE_CARDS.succeeds)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardFailure(card('4242424242424241'), NOW)).toBe(CARD_ERRORS.incorrectNumber);
  });

  it.each([
    ['succeeds', TEST_MODE_CARDS.succeeds, undefined],
    ['succeeds (debit)', TEST_MODE_CARDS.succeedsDebit, undefined],
    ['succeeds (Mastercard)', TEST_MODE_CARDS.succeedsMastercard, undefined],
    ['declined', TEST_MODE_CARDS.declined, CARD_ERRORS.declined],
    ['insufficient funds', TEST_MODE_CARDS.insufficientFunds, CARD_ERRORS.insufficientFunds],
    ['expired', TEST_MODE_CARDS.expired, CARD_ERRORS.expired],
    ['incorrect CVC', TEST_MODE_CARDS.incorrectCvc, CARD_ERRORS.incorrectCvc],
    ['a real card', '4111111111111111', CARD_ERRORS.liveCardInTestMode],
  ])('%s', (_name, number, failure) => {
    expect(cardFailure(card(number), NOW)).toBe(failure);
  });

  it('judges the expiry before the card: past year, past month, two-digit years', () => {
    expect(cardFailure(card(TEST_MODE_CARDS.succeeds, 12, 2029), NOW)).toBe(
      CARD_ERRORS.invalidExpiryYear,
    );
    expect(cardFailure(card(TEST_MODE_CARDS.succeeds, 12, 2090), NOW)).toBe(
      CARD_ERRORS.invalidExpiryYear,
    );
    expect(cardFailure(card(TEST_MODE_CARDS.succeeds, 5, 2030), NOW)).toBe(CARD_ERRORS.expired);
    expect(cardFailure(card(TEST_MODE_CARDS.succeeds, 6, 2030), NOW)).toBeUndefined();
    expect(cardFailure(card(TEST_MODE_CARDS.succeeds, 6, 30), NOW)).toBeUndefined();
    expect(cardFailure(card(TEST_MODE_CARDS.declined, 1, 29), NOW)).toBe(
      CARD_ERRORS.invalidExpiryYear,
    );
  });
});
