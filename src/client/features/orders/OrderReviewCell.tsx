import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Order } from '../../../shared/schemas';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';
import { ReviewStars } from '../../components/listings/ReviewStars';

type OrderReviewCellProps = {
  order: Order;
  /** The id of the row's product name, which tells screen readers what the button is for. */
  titleId: string;
  /** Opens the review dialog for this order. */
  onReview: (order: Order) => void;
};

/**
 * The rating column (docs/product.md#my-orders): nothing until the book is handed over (cash or
 * online alike), then 'Rate the seller'; once rated, the stars and comment given, with 'Edit
 * review' while the edit window is open (REVIEW_EDIT_DAYS), fixed after; a removed review says
 * the admin's reason.
 */
export function OrderReviewCell({ order, titleId, onReview }: OrderReviewCellProps) {
  const t = useT();
  // When the row first showed: the edit window is judged against it, as rendering must be pure
  // (the server refuses a change past the window anyway, and the dialog says so).
  const [shownAt] = useState(() => Date.now());
  const { review } = order;
  if (order.status !== 'handed_over') return null;
  if (!review) {
    return (
      <Button
        size="sm"
        variant="outline-primary"
        onClick={() => onReview(order)}
        aria-describedby={titleId}
      >
        {t('orders.rateSeller')}
      </Button>
    );
  }
  if (review.removed_reason !== null) {
    return (
      <span className="text-body-secondary small">
        {t('orders.removedByAdmin', { reason: review.removed_reason })}
      </span>
    );
  }
  const editable = Date.parse(review.editable_until) > shownAt;
  return (
    <span className="d-inline-flex flex-column align-items-start gap-1">
      <ReviewStars
        rating={review.rating}
        description={t('orders.starsGiven', { stars: review.rating })}
      />
      {review.comment && (
        <small className="text-body-secondary text-break" lang={contentLanguage(review.comment)}>
          {review.comment}
        </small>
      )}
      {editable && (
        <Button
          size="sm"
          variant="link"
          className="p-0"
          onClick={() => onReview(order)}
          aria-describedby={titleId}
        >
          {t('orders.editReview')}
        </Button>
      )}
    </span>
  );
}
