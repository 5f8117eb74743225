import { RATING_MAX } from '../../../shared/constants';

const POSITIONS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * A review's stars, filled up to its rating ('★★★★☆', drawn by CSS: `.review-stars` in
 * styles.css). The stars say nothing to a screen reader, so the row is a picture named by the
 * caller's sentence ('You gave 4 stars out of 5' on My Orders, 'Rated 4 out of 5' on a seller's page).
 */
export function ReviewStars({ rating, description }: { rating: number; description: string }) {
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
