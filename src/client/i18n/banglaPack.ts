import { format, formatDistanceStrict } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import { toBanglaDigits } from '../../shared/digits';
import { catalog } from './catalogs/bn';
import { banglaErrors } from './errors/bn';
import type { LanguagePack } from './languagePackShape';

/**
 * Bangla: its catalogue, its error texts and its dates (month names from date-fns's `bn`, Bangla
 * digits).
 */
export const banglaPack: LanguagePack = {
  catalog,
  errors: banglaErrors,
  formatDate: (date, pattern) => toBanglaDigits(format(date, pattern, { locale: bn })),
  formatTimeAgo: (date, now) =>
    toBanglaDigits(formatDistanceStrict(date, now, { locale: bn, addSuffix: true })),
};
