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
  /** Digits as the language writes them, nothing else changed: a year ("2023" / "২০২৩"). */
  digits: (text: string) => string;
  /** A day: "Nov 21, 2026" / "২১ নভেম্বর ২০২৬" (day, month, year, as Bangla writes a date). */
  date: (iso: string) => string;
  /**
   * A time of day: "09:05" (the spec's hour:minute) / "সকাল ৯:০৫" (the 12-hour clock after the
   * part of the day, as people in Bangladesh say the time: banglaClock.ts).
   */
  time: (iso: string) => string;
  /**
   * A day and its time in one phrase: in English date-fns's PPp ("Nov 21, 2026, 9:05 AM"), passed
   * in by the page that uses it so date-fns stays out of the first load; "২১ নভেম্বর ২০২৬, সকাল
   * ৯:০৫" in Bangla.
   */
  dateTime: (iso: string, english: (date: Date) => string) => string;
};

const english: Formatters = {
  number: (value) => englishNumber.format(value),
  price: formatEnglishPrice,
  rating: (value) => value.toFixed(1),
  digits: (text) => text,
  date: (iso) => englishMediumDate.format(new Date(iso)),
  time: (iso) => englishHourMinute.format(new Date(iso)),
  dateTime: (iso, inEnglish) => inEnglish(new Date(iso)),
};

/** Bangla dates need the Bangla pack (date-fns's `bn`), active whenever Bangla is. */
function banglaPack() {
  const pack = activePack();
  if (!pack?.formatDate || !pack.formatTime)
    throw new Error('Bangla dates before the Bangla pack is active');
  return { formatDate: pack.formatDate, formatTime: pack.formatTime };
}

const bangla: Formatters = {
  number: (value) => banglaNumber.format(value),
  price: (value) => `৳${banglaNumber.format(value)}`,
  rating: (value) => toBanglaDigits(value.toFixed(1)),
  digits: toBanglaDigits,
  date: (iso) => banglaPack().formatDate(new Date(iso)),
  time: (iso) => banglaPack().formatTime(new Date(iso)),
  dateTime: (iso) => `${bangla.date(iso)}, ${bangla.time(iso)}`,
};

export const formattersFor: Record<Language, Formatters> = { en: english, bn: bangla };
