import { format, formatDistanceStrict } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import { toBanglaDigits } from '../../shared/digits';
import { banglaTimeOfDay } from './banglaClock';
import { catalog } from './catalogs/bn';
import { banglaErrors } from './errors/bn';
import type { LanguagePack } from './languagePackShape';

/**
 * Bangla: its catalogue, its error texts, its dates (day, month, year: '২৭ নভেম্বর ২০২৬', the
 * month's name from date-fns's `bn`, Bangla digits) and its times of day ('সকাল ৯:০৫').
 */
export const banglaPack: LanguagePack = {
  catalog,
  errors: banglaErrors,
  // NFC: date-fns writes 'য়' as one code point, the catalogues (and NFC) as য + nukta.
  formatDate: (date) => toBanglaDigits(format(date, 'd MMMM yyyy', { locale: bn })).normalize(),
  formatTime: banglaTimeOfDay,
  formatTimeAgo: (date, now) =>
    toBanglaDigits(formatDistanceStrict(date, now, { locale: bn, addSuffix: true })).normalize(),
};
