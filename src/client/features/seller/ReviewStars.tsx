import { RATING_MAX } from '../../../shared/constants';
import { useFormat, useT } from '../../i18n/useT';

/**
 * A review's stars, filled up to its rating. The stars are drawn by CSS (sellerPage.css) and say
 * nothing to a screen reader, so the row is a picture named in words ('Rated 4 out of 5').
 */
export function ReviewStars({ rating }: { rating: number }) {
  const t = useT();
  const format = useFormat();
  const description = t('sellerPage.stars', { rating: format.number(rating) });
  return (
    <span className="review-stars" role="img" aria-label={description} title={description}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`review-stars__star${index < rating ? ' review-stars__star--filled' : ''}`}
        />
      ))}
    </span>
  );
}
