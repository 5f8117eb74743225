import { format, formatDistanceStrict } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import { toBanglaDigits } from '../../shared/digits';
import { banglaHomeContent } from '../features/home/components/homeContent.bn';
import { catalog } from './catalogs/bn';
import { banglaErrors } from './errors/bn';
import type { LanguagePack } from './languagePacks';

/**
 * Bangla: its catalogue, its error texts and its dates (month names from date-fns's `bn`, Bangla
 * digits).
 */
export const banglaPack: LanguagePack = {
  catalog,
  errors: banglaErrors,
  homeContent: banglaHomeContent,
  formatDate: (date, pattern) => toBanglaDigits(format(date, pattern, { locale: bn })),
  formatTimeAgo: (date, now) =>
    toBanglaDigits(formatDistanceStrict(date, now, { locale: bn, addSuffix: true })),
};
