import { Button } from 'react-bootstrap';
import { useT } from '../../i18n/useT';
import { acceptUpdate, useUpdateWaiting } from '../../serviceWorker/appUpdate';

/**
 * 'New version available': shown once a new deployment's service worker has installed and waits
 * (serviceWorker/appUpdate.ts). Reload lets it take over and reloads the page onto it; until
 * then the reader finishes what they were doing on the version they have. Announced by a polite
 * live region (always there, without a role, like OfflineBanner's), without taking the focus;
 * the button is an ordinary one for keyboards.
 */
export function UpdatePrompt() {
  const t = useT();
  const waiting = useUpdateWaiting();
  return (
    <div aria-live="polite">
      {waiting && (
        <div className="app-update-prompt">
          <span>{t('appStatus.updateAvailable')}</span>
          <Button variant="light" size="sm" onClick={acceptUpdate}>
            {t('appStatus.updateReload')}
          </Button>
        </div>
      )}
    </div>
  );
}
