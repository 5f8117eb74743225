import { Button } from 'react-bootstrap';
import type { PublicReview } from '../../../shared/schemas';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { ReviewStars } from '../../components/listings/ReviewStars';

type ReviewItemProps = {
  review: PublicReview;
  /** The admin's 'Remove'; without it (anyone else) there is no button. */
  onRemove?: (review: PublicReview) => void;
  /** Anyone else signed in: 'Report' tells the admin about it. */
  onReport?: (review: PublicReview) => void;
};

/**
 * One review (docs/product.md#seller-page): stars, the comment, who wrote it and which book they
 * bought, the date, and 'edited' when it was changed after it was written.
 */
export function ReviewItem({ review, onRemove, onReport }: ReviewItemProps) {
  const t = useT();
  const format = useFormat();
  const edited = new Date(review.updated_at) > new Date(review.created_at);
  return (
    <article className="seller-review border-bottom py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <ReviewStars
          rating={review.rating}
          description={t('sellerPage.stars', { rating: format.number(review.rating) })}
        />
        <time dateTime={review.created_at} className="small text-body-secondary">
          {format.date(review.created_at)}
        </time>
        {edited && <span className="small text-body-secondary">({t('sellerPage.edited')})</span>}
        {onRemove && (
          <Button
            variant="outline-danger"
            size="sm"
            className="ms-auto"
            onClick={() => onRemove(review)}
            aria-label={t('sellerPage.removeLabel', { name: review.reviewer_name })}
          >
            {t('sellerPage.remove')}
          </Button>
        )}
        {onReport && (
          <Button
            variant="link"
            size="sm"
            className="ms-auto text-danger p-0"
            onClick={() => onReport(review)}
            aria-label={t('sellerPage.reportLabel', { name: review.reviewer_name })}
          >
            {t('sellerPage.report')}
          </Button>
        )}
      </div>
      {review.comment && (
        <p className="seller-review__comment mb-1" lang={contentLanguage(review.comment)}>
          {review.comment}
        </p>
      )}
      <p className="small mb-0">
        <strong lang={contentLanguage(review.reviewer_name)}>{review.reviewer_name}</strong>
        {' · '}
        <span>{t('sellerPage.boughtBook', { book: review.book_title })}</span>
      </p>
    </article>
  );
}
