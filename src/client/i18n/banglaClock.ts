import { toBanglaDigits } from '../../shared/digits';

/**
 * The part of the day a time of day falls in, as people in Bangladesh say it before the hour
 * ('সকাল ৯টা', 'রাত ১১টা'): the 12-hour clock does not tell morning from evening on its own.
 */
function partOfDay(hour: number): string {
  if (hour < 4) return 'রাত';
  if (hour < 6) return 'ভোর';
  if (hour < 12) return 'সকাল';
  if (hour < 15) return 'দুপুর';
  if (hour < 18) return 'বিকাল';
  if (hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/**
 * A time of day in Bangla, on the reader's clock: 'সকাল ৯:০৫', 'দুপুর ১২:৩০', 'রাত ১২:০৫'. A
 * no-break space holds the part of the day to its hour where a narrow column wraps the line.
 */
export function banglaTimeOfDay(date: Date): string {
  const hour = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${partOfDay(hour)}\u00a0${toBanglaDigits(`${hour % 12 || 12}:${minutes}`)}`;
}
