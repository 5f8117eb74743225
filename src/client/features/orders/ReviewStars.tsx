import { RATING_MAX } from '../../../shared/constants';
import { useT } from '../../i18n/useT';

const POSITIONS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * The stars a review gave, filled and empty ('★★★★☆', drawn by CSS: `.review-stars`), read as a
 * sentence by screen readers ('You gave 4 stars out of 5').
 */
export function ReviewStars({ rating }: { rating: number }) {
  const t = useT();
  const description = t('orders.starsGiven', { stars: rating });
  return (
    <span
      className="review-stars text-nowrap"
      role="img"
      aria-label={description}
      title={description}
    >
      {POSITIONS.map((position) => (
        <span
          key={position}
          aria-hidden="true"
          className={`review-stars__star${position <= rating ? ' review-stars__star--on' : ''}`}
        />
      ))}
    </span>
  );
}
