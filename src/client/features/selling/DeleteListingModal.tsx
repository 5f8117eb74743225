import { useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { LABELS, LISTING_TEXTS, TOASTS } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useDeleteListingMutation } from '../../api/listingsApi';
import { notifyError, notifySuccess } from '../../components/notify';

type DeleteListingModalProps = {
  /** The listing to delete; null keeps the dialog closed. */
  listing: Listing | null;
  onClose: () => void;
};

/** Confirms a delete (docs/product.md#my-products). On success, the toast and the lists refresh. */
export function DeleteListingModal({ listing, onClose }: DeleteListingModalProps) {
  const [deleteListing, { isLoading }] = useDeleteListingMutation();
  // The dialog's text stays while it fades out, after `listing` went back to null.
  const [shown, setShown] = useState(listing);
  if (listing && listing !== shown) setShown(listing);

  async function confirm() {
    if (!listing) return;
    const result = await deleteListing(listing._id);
    if (result.error || !result.data.acknowledged) {
      notifyError(apiErrorMessage(result.error));
      return;
    }
    notifySuccess(TOASTS.deleted);
    onClose();
  }

  return (
    <Modal
      show={!!listing}
      onHide={isLoading ? () => undefined : onClose}
      centered
      aria-labelledby="delete-listing-title"
    >
      <Modal.Header closeButton={!isLoading}>
        <Modal.Title id="delete-listing-title" as="h2" className="h5">
          {LISTING_TEXTS.deleteTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{shown && LISTING_TEXTS.deleteBody(shown.book_title)}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {LABELS.cancel}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading && <Spinner size="sm" aria-hidden="true" className="me-2" />}
          {LABELS.delete}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
