import '../../styles/bootstrapModal.scss';
import { useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useAppDispatch } from '../../app/hooks';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useRevokeAllSessionsMutation } from '../../api/sessionsApi';
import { notifyError, notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';
import { signOutUser } from '../../session/authThunks';

/**
 * 'Sign out everywhere' (docs/product.md#profile), after a confirmation: the server ends every
 * session of the account (POST /sessions/revoke-all), then this one signs out too.
 */
export function SignOutEverywhere() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [revokeAll, { isLoading }] = useRevokeAllSessionsMutation();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    const result = await revokeAll();
    if (result.error) {
      notifyError(apiErrorMessage(result.error, t('dashboard.signOutEverywhereFailed')));
      return;
    }
    setAsking(false);
    await dispatch(signOutUser());
    notifySuccess(t('toasts.signedOutEverywhere'));
  }

  return (
    <>
      <Button
        variant="outline-danger"
        size="sm"
        className="mt-3 align-self-start"
        onClick={() => setAsking(true)}
      >
        {t('dashboard.signOutEverywhere')}
      </Button>
      <Modal
        show={asking}
        onHide={isLoading ? () => undefined : () => setAsking(false)}
        centered
        aria-labelledby="sign-out-everywhere-title"
      >
        <Modal.Header closeButton={!isLoading} closeLabel={t('labels.close')}>
          <Modal.Title id="sign-out-everywhere-title" as="h2" className="h5">
            {t('dashboard.signOutEverywhereTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('dashboard.signOutEverywhereBody')}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={isLoading}>
            {t('labels.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading && <Spinner size="sm" aria-hidden="true" className="me-2" />}
            {t('dashboard.signOutEverywhere')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
