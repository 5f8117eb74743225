import type { MessageKey } from '../catalogShape';

/**
 * Messages whose Bangla is, on purpose, the English text: marks, codes and names a Bangladeshi
 * reader sees in Latin letters (the card's 'CVC', the test card numbers). Every other Bangla
 * message must differ from its English (catalogParity.test.ts), so a copy left untranslated fails.
 */
export const SAME_IN_BANGLA: readonly MessageKey[] = [
  'labels.verifiedSeller',
  'labels.unverifiedListing',
  'buying.cardCvc',
  // Only placeholders: the seller's mark and the listing's, joined for screen readers.
  'listing.markDescription',
  // Only placeholders: the average and the count of buyers, each already in the reader's digits.
  'listing.ratingShown',
];
