import { formatDistanceStrict } from 'date-fns';
import { activePack } from '../../i18n/activeLanguage';
import { useFormat, useLanguage } from '../../i18n/useT';

/**
 * When a notification came, as people say it ('5 minutes ago', '৫ মিনিট আগে'), and the exact
 * day and time for the element's title. English's relative words come from date-fns itself, with
 * this page only; Bangla's from the Bangla pack (its `bn` locale is there already).
 */
export function useTimeAgo(): (iso: string) => { ago: string; exact: string } {
  const language = useLanguage();
  const format = useFormat();
  return (iso) => {
    const date = new Date(iso);
    const now = new Date();
    const banglaAgo = language === 'bn' ? activePack()?.formatTimeAgo : undefined;
    const ago = banglaAgo
      ? banglaAgo(date, now)
      : formatDistanceStrict(date, now, { addSuffix: true });
    return { ago, exact: `${format.date(iso)} ${format.time(iso)}` };
  };
}
