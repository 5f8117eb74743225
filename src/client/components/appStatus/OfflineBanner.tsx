import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/useT';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network connection, following it as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/**
 * A strip above the header while the phone has no connection: the pages drawn from the service
 * worker's cache still show, but nothing from the API can (it is never cached). The polite live
 * region is always there, so screen readers announce the text when it appears; it has no role,
 * so it is not one more 'status' beside the pages' loading spinners.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  return (
    <div aria-live="polite" aria-atomic="true">
      {!online && <p className="app-offline-banner mb-0">{t('appStatus.offline')}</p>}
    </div>
  );
}
