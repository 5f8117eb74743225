import '../../styles/bootstrapModal.scss';
import { useId, useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import type { HeldPayment } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useRefundHeldPaymentMutation } from '../../api/heldPaymentsApi';
import { notifySuccess } from '../../components/notify';
import { useFormat, useT } from '../../i18n/useT';

type RefundHeldPaymentDialogProps = { payment: HeldPayment | null; onClose: () => void };

/**
 * 'Refund this payment?' before POST /admin/held-payments/{id}/refund: the money goes back to
 * the buyer and cannot be taken again, so it is asked once more. A refusal stays in the dialog.
 */
export function RefundHeldPaymentDialog({ payment, onClose }: RefundHeldPaymentDialogProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [refund, { isLoading, error, reset }] = useRefundHeldPaymentMutation();
  // The words stay while the dialog fades out, after `payment` went back to null.
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) {
    setShown(payment);
    reset();
  }

  async function confirm() {
    if (!shown) return;
    const result = await refund(shown._id);
    if (result.error) return;
    notifySuccess(t('money.paymentRefunded', { title: shown.book_title }));
    onClose();
  }

  return (
    <Modal
      show={payment !== null}
      onHide={isLoading ? () => undefined : onClose}
      centered
      aria-labelledby={`${id}-title`}
    >
      {shown && (
        <>
          <Modal.Header closeButton={!isLoading} closeLabel={t('labels.close')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t('money.refundPaymentTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className={error ? undefined : 'mb-0'}>
              {t('money.refundPaymentIntro', {
                buyer: shown.buyer_email,
                taka: format.price(shown.amount),
                title: shown.book_title,
              })}
            </p>
            {error && (
              <p role="alert" className="text-danger small mb-0">
                {apiErrorMessage(error)}
              </p>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              {t('money.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={isLoading}>
              {isLoading && <Spinner size="sm" aria-hidden="true" className="me-1" />}
              {t('money.confirmRefund')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
