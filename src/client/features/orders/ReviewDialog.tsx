import '../../styles/bootstrapModal.scss';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { Order } from '../../../shared/schemas';
import { useT } from '../../i18n/useT';
import { ReviewForm } from './ReviewForm';

/** The star a keyboard starts from: the one chosen, else the first. */
const firstStarToFocus = () =>
  document.querySelector<HTMLInputElement>('.star-rating__input:checked') ??
  document.querySelector<HTMLInputElement>('.star-rating__input');

type ReviewDialogProps = {
  /** The order whose seller is rated; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
};

/**
 * 'Rate the seller' and 'Edit review' open this dialog (docs/product.md#my-orders). Focus moves
 * to the chosen star (the first when none is chosen yet), so the arrow keys pick the stars at
 * once; it returns to the row's button when the dialog closes.
 */
export function ReviewDialog({ order, onClose }: ReviewDialogProps) {
  const t = useT();
  // The form stays while the dialog fades out, after `order` went back to null.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  const titleKey = shown?.review ? 'orders.editReviewDialogTitle' : 'orders.reviewDialogTitle';

  return (
    <Modal
      show={!!order}
      onHide={onClose}
      centered
      aria-labelledby="review-dialog-title"
      aria-describedby="review-dialog-book"
      onEntered={() => firstStarToFocus()?.focus()}
    >
      <Modal.Header closeButton closeLabel={t('labels.close')}>
        <div>
          <Modal.Title id="review-dialog-title" as="h2" className="h5">
            {shown && t(titleKey, { seller: shown.seller_name })}
          </Modal.Title>
          <p id="review-dialog-book" className="small text-body-secondary mb-0">
            {shown && t('orders.reviewDialogBook', { title: shown.bookTitle })}
          </p>
        </div>
      </Modal.Header>
      {/* A new form per order, so a refusal shown for one order never shows for the next. */}
      {shown && <ReviewForm key={shown._id} order={shown} onClose={onClose} />}
    </Modal>
  );
}
