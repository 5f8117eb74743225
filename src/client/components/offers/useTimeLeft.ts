import { formatDistanceStrict } from 'date-fns';
import { activePack } from '../../i18n/activeLanguage';
import { useLanguage } from '../../i18n/useT';

/**
 * When an offer ends, as people say it ('in 2 days', its Bangla from the Bangla pack, whose `bn`
 * locale is loaded already).
 */
export function useTimeLeft(): (iso: string) => string {
  const language = useLanguage();
  return (iso) => {
    const date = new Date(iso);
    const now = new Date();
    const bangla = language === 'bn' ? activePack()?.formatTimeAgo : undefined;
    return bangla ? bangla(date, now) : formatDistanceStrict(date, now, { addSuffix: true });
  };
}
