import '../../styles/bootstrapModal.scss';
import { useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { type PublicReview, ReviewRemovalPayloadSchema } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useRemoveReviewMutation } from '../../api/sellerPageApi';
import { FormFailure } from '../../components/forms/FormFailure';
import { TextField } from '../../components/forms/TextField';
import { zodValidator } from '../../components/forms/zodValidator';
import { notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';

type ReasonValues = { reason?: string };

const validateReason = zodValidator(ReviewRemovalPayloadSchema);
// react-final-form leaves an emptied field undefined; the schema's 'required' message is for ''.
const validate = ({ reason }: ReasonValues) => validateReason({ reason: reason ?? '' });

type RemoveReviewDialogProps = {
  /** The review to remove; null keeps the dialog closed. */
  review: PublicReview | null;
  onClose: () => void;
};

/**
 * The admin's 'Remove' (docs/product.md#seller-page): asks the reason the reviewer will see
 * (required, at most 500 characters, with the server's own messages), then removes the review.
 * A refusal (already removed, gone) stays in the open dialog, so the admin reads why.
 */
export function RemoveReviewDialog({ review, onClose }: RemoveReviewDialogProps) {
  const t = useT();
  const [removeReview] = useRemoveReviewMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The words stay while the dialog fades out, after `review` went back to null.
  const [shown, setShown] = useState(review);
  if (review && review !== shown) {
    setShown(review);
    setFailure(null);
  }

  async function submit({ reason }: ReasonValues) {
    if (!shown) return;
    setFailure(null);
    const result = await removeReview({ reviewId: shown._id, reason: reason ?? '' });
    if (result.error) {
      setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
      return;
    }
    notifySuccess(t('sellerPage.removed'));
    onClose();
  }

  return (
    <Modal
      show={!!review}
      onHide={onClose}
      centered
      aria-labelledby="remove-review-title"
      onEntered={() => document.getElementById('field-reason')?.focus()}
    >
      <Modal.Header closeButton closeLabel={t('labels.close')}>
        <Modal.Title id="remove-review-title" as="h2" className="h5">
          {t('sellerPage.removeTitle')}
        </Modal.Title>
      </Modal.Header>
      {shown && (
        // A new form per review, so one review's reason never shows for the next.
        <Form<ReasonValues> key={shown._id} onSubmit={submit} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={submitting}>
              <Modal.Body>
                <p>{t('sellerPage.removeBody', { name: shown.reviewer_name })}</p>
                <TextField name="reason" label={t('sellerPage.reason')} rows={3} />
                <FormFailure message={failure} />
              </Modal.Body>
              <Modal.Footer>
                <Button variant="secondary" onClick={onClose} disabled={submitting}>
                  {t('labels.cancel')}
                </Button>
                <Button type="submit" variant="danger" disabled={submitting}>
                  {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
                  {t('sellerPage.confirmRemove')}
                </Button>
              </Modal.Footer>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
}
