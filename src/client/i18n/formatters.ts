import { formatPrice as formatEnglishPrice } from '../../shared/formatPrice';
import { toBanglaDigits } from '../../shared/digits';
import type { Language } from '../../shared/languages';
import { activePack } from './activeLanguage';

/** Bangla numbers: Bangla digits and the subcontinent's grouping (১,২৫,০০০). */
const banglaNumber = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 });
const englishNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

// English dates keep the cards' Intl formats (docs/product.md#book-cards): "Nov 21, 2026", "09:05".
const englishMediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const englishHourMinute = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** How numbers, prices and dates are written in one language. */
export type Formatters = {
  number: (value: number) => string;
  /** 'TK 1,250' in English (the spec's format), '৳১,২৫০' in Bangla. */
  price: (value: number) => string;
  /** A seller's average rating, always with one decimal: "4.0" / "৪.০". */
  rating: (value: number) => string;
  /** A day: "Nov 21, 2026" / "নভে ২১, ২০২৬". */
  date: (iso: string) => string;
  /** A time of day on the 24-hour clock: "09:05" / "০৯:০৫". */
  time: (iso: string) => string;
  /** Any date-fns pattern in English; in Bangla with date-fns's `bn` locale. */
  pattern: (date: Date, pattern: string, english: (date: Date) => string) => string;
};

const english: Formatters = {
  number: (value) => englishNumber.format(value),
  price: formatEnglishPrice,
  rating: (value) => value.toFixed(1),
  date: (iso) => englishMediumDate.format(new Date(iso)),
  time: (iso) => englishHourMinute.format(new Date(iso)),
  pattern: (date, _pattern, inEnglish) => inEnglish(date),
};

/** Bangla dates need the Bangla pack (date-fns's `bn`), active whenever Bangla is. */
function banglaDate(date: Date, pattern: string): string {
  const formatDate = activePack()?.formatDate;
  if (!formatDate) throw new Error('Bangla dates before the Bangla pack is active');
  return formatDate(date, pattern);
}

const bangla: Formatters = {
  number: (value) => banglaNumber.format(value),
  price: (value) => `৳${banglaNumber.format(value)}`,
  rating: (value) => toBanglaDigits(value.toFixed(1)),
  date: (iso) => banglaDate(new Date(iso), 'PP'),
  time: (iso) => banglaDate(new Date(iso), 'HH:mm'),
  pattern: (date, pattern) => banglaDate(date, pattern),
};

export const formattersFor: Record<Language, Formatters> = { en: english, bn: bangla };
