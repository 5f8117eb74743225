import '../../styles/bootstrapModal.scss';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { Listing } from '../../../shared/schemas';
import { offersApi } from '../../api/offersApi';
import { useT } from '../../i18n/useT';
import { agreedOffer } from '../offers/offerState';
import { OrderForm } from './OrderForm';
import { useBuyer } from './useBuyer';

type OrderModalProps = {
  /** The book being ordered; null keeps the dialog closed. */
  listing: Listing | null;
  onClose: () => void;
};

/**
 * Once the dialog has faded in, focus moves to the first field the buyer fills in, unless they
 * are already typing in one of its fields (quick fingers, or a browser test): taking focus from
 * them would send the rest of their typing into Phone.
 */
function focusFirstField(dialog: HTMLElement) {
  const active = document.activeElement;
  const typing =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    dialog.contains(active);
  if (!typing) document.getElementById('field-phone')?.focus();
}

/**
 * 'Buy Now!' opens this dialog (docs/product.md#order-form). Focus moves to the first field the
 * buyer fills in (focusFirstField), and returns to the 'Buy Now!' button when the dialog closes.
 */
export function OrderModal({ listing, onClose }: OrderModalProps) {
  const t = useT();
  const buyer = useBuyer();
  // The form stays while the dialog fades out, after `listing` went back to null.
  const [shown, setShown] = useState(listing);
  if (listing && listing !== shown) setShown(listing);
  // A buyer's accepted offer makes its price the book's for them (the server takes it from the
  // offer whatever the form says). Read from the cache, never asked for: the book page that
  // offers 'Buy at' has the offers already, and the form shows at once on every page.
  const offers = offersApi.endpoints.offersAboutListing.useQueryState(shown?._id ?? '', {
    skip: !shown || shown.fixed_price,
  });
  const agreed = agreedOffer(offers.data);
  const ordering = shown && agreed ? { ...shown, seller_price: agreed.amount } : shown;

  return (
    <Modal
      show={!!listing}
      onHide={onClose}
      centered
      aria-labelledby="order-modal-title"
      onEntered={focusFirstField}
    >
      <Modal.Header closeButton closeLabel={t('labels.close')}>
        <Modal.Title id="order-modal-title" as="h2" className="h5">
          {shown && t('buying.orderModalTitle', { title: shown.book_title })}
        </Modal.Title>
      </Modal.Header>
      {ordering && buyer && (
        // A new form per book, so a refusal shown for one book never shows for the next.
        <OrderForm key={ordering._id} listing={ordering} buyer={buyer} onClose={onClose} />
      )}
    </Modal>
  );
}
