import '../styles/bootstrapModal.scss';
import { type ReactNode, useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';

type ConfirmDialogProps = {
  show: boolean;
  title: string;
  /** What will happen, and what the person should weigh first. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' for what cannot be undone or stops someone. */
  variant?: 'primary' | 'danger' | 'success';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * 'Are you sure?' before an admin's change that reaches other people (verifying a seller,
 * stopping someone's messages, refusing a book): the title asks, the body says what follows.
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
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={cancelLabel}>
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
