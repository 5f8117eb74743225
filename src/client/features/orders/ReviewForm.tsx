import '../../styles/bootstrapModal.scss';
import { useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import {
  type Order,
  type ReviewEditPayload,
  ReviewEditPayloadSchema,
} from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useCreateReviewMutation, useEditReviewMutation } from '../../api/reviewsApi';
import { FormFailure } from '../../components/forms/FormFailure';
import { zodValidator } from '../../components/forms/zodValidator';
import { notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';
import { ReviewCommentField } from './ReviewCommentField';
import { StarRatingField } from './StarRatingField';

const validate = zodValidator(ReviewEditPayloadSchema);

/** What the form holds: no stars until the buyer picks some. */
type ReviewFormValues = Partial<ReviewEditPayload>;

type ReviewFormProps = {
  order: Order;
  onClose: () => void;
};

/**
 * Stars and comment of a paid order's review (docs/product.md#my-orders): a new one is sent with
 * POST /reviews, a change of the order's review with PUT /reviews/{id}. A refusal (already rated
 * in another tab, the 30 days over, removed by the admin) stays in the open dialog.
 */
export function ReviewForm({ order, onClose }: ReviewFormProps) {
  const t = useT();
  const [createReview] = useCreateReviewMutation();
  const [editReview] = useEditReviewMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { review } = order;
  const initialValues: ReviewFormValues = review
    ? { rating: review.rating, comment: review.comment }
    : { comment: '' };

  async function submit(values: ReviewFormValues) {
    setFailure(null);
    const payload = ReviewEditPayloadSchema.parse(values);
    const result = review
      ? await editReview({ id: review._id, review: payload })
      : await createReview({ order_id: order._id, ...payload });
    if (result.error || !result.data.acknowledged) {
      setFailure(apiErrorMessage(result.error));
      return;
    }
    notifySuccess(t(review ? 'orders.reviewUpdated' : 'orders.reviewSaved'));
    onClose();
  }

  return (
    <Form<ReviewFormValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={submitting}>
          <Modal.Body>
            <StarRatingField />
            <ReviewCommentField />
            <FormFailure message={failure} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t('labels.cancel')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {t(review ? 'orders.saveReview' : 'orders.submitReview')}
            </Button>
          </Modal.Footer>
        </form>
      )}
    </Form>
  );
}
