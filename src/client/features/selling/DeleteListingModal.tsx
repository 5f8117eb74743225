import '../../styles/bootstrapModal.scss';
import { useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import type { Listing } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useDeleteListingMutation } from '../../api/listingsApi';
import { notifyError, notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';

type DeleteListingModalProps = {
  /** The listing to delete; null keeps the dialog closed. */
  listing: Listing | null;
  onClose: () => void;
};

/** Confirms a delete (docs/product.md#my-products). On success, the toast and the lists refresh. */
export function DeleteListingModal({ listing, onClose }: DeleteListingModalProps) {
  const [deleteListing, { isLoading }] = useDeleteListingMutation();
  const t = useT();
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
    notifySuccess(t('toasts.deleted'));
    onClose();
  }

  return (
    <Modal
      show={!!listing}
      onHide={isLoading ? () => undefined : onClose}
      centered
      aria-labelledby="delete-listing-title"
    >
      <Modal.Header closeButton={!isLoading} closeLabel={t('labels.close')}>
        <Modal.Title id="delete-listing-title" as="h2" className="h5">
          {t('listing.deleteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{shown && t('listing.deleteBody', { title: shown.book_title })}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {t('labels.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading && <Spinner size="sm" aria-hidden="true" className="me-2" />}
          {t('labels.delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
