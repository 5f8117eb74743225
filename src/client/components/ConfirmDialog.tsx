import '../styles/bootstrapModal.scss';
import { type ReactNode, useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useT } from '../i18n/useT';

type ConfirmDialogProps = {
  show: boolean;
  title: string;
  /** What will happen, and what the person should weigh first. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' for what cannot be undone or stops someone. */
  variant?: 'primary' | 'danger' | 'success';
  /** The change is being made: the dialog stays until it is done. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * 'Are you sure?' before a change that reaches other people or cannot be undone (verifying a
 * seller, stopping someone's messages, refusing a book, signing out everywhere): the title asks,
 * the body says what follows.
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      centered
      aria-labelledby={titleId}
    >
      {/* 'Close', not a second 'Cancel' beside the footer's. */}
      <Modal.Header closeButton={!busy} closeLabel={t('labels.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size="sm" aria-hidden="true" className="me-1" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
