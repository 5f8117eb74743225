import { Button } from 'react-bootstrap';
import { useT } from '../../i18n/useT';
import { acceptUpdate, useUpdateWaiting } from '../../serviceWorker/appUpdate';

/**
 * 'New version available': shown once a new deployment's service worker has installed and waits
 * (serviceWorker/appUpdate.ts). Reload lets it take over and reloads the page onto it; until
 * then the reader finishes what they were doing on the version they have. A polite live region,
 * so it is announced without taking the focus; the button is an ordinary one for keyboards.
 */
export function UpdatePrompt() {
  const t = useT();
  const waiting = useUpdateWaiting();
  return (
    <div role="status" className={waiting ? 'app-update-prompt' : undefined}>
      {waiting && (
        <>
          <span>{t('appStatus.updateAvailable')}</span>
          <Button variant="light" size="sm" onClick={acceptUpdate}>
            {t('appStatus.updateReload')}
          </Button>
        </>
      )}
    </div>
  );
}
