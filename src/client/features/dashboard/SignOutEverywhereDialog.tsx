import '../../styles/bootstrapModal.scss';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useT } from '../../i18n/useT';

type SignOutEverywhereDialogProps = {
  show: boolean;
  /** The server is ending the sessions: the dialog cannot be closed meanwhile. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Sign out everywhere?': what it ends, and how to come back. */
export function SignOutEverywhereDialog({
  show,
  busy,
  onConfirm,
  onCancel,
}: SignOutEverywhereDialogProps) {
  const t = useT();
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      centered
      aria-labelledby="sign-out-everywhere-title"
    >
      <Modal.Header closeButton={!busy} closeLabel={t('labels.close')}>
        <Modal.Title id="sign-out-everywhere-title" as="h2" className="h5">
          {t('dashboard.signOutEverywhereTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('dashboard.signOutEverywhereBody')}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('labels.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size="sm" aria-hidden="true" className="me-2" />}
          {t('dashboard.signOutEverywhere')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
