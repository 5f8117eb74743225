import type { SellerRating } from '../../../shared/schemas';
import { useFormat, useT } from '../../i18n/useT';

/**
 * A seller's standing beside their name (docs/product.md#reviews): '★ 4.0 (12)', or 'New seller'
 * before their first review. The star and the figures say little to a screen reader, so it
 * reads a sentence instead ('Rated 4.0 out of 5 by 12 buyers').
 */
export function SellerRatingBadge({ rating }: { rating: SellerRating }) {
  const t = useT();
  const format = useFormat();
  if (rating.average === null) {
    return (
      <span className="seller-rating seller-rating--new badge text-bg-light border">
        {t('listing.newSeller')}
      </span>
    );
  }
  const average = format.rating(rating.average);
  const description = t('listing.ratingDescription', { average, count: rating.count });
  return (
    <span
      className="seller-rating text-nowrap"
      role="img"
      aria-label={description}
      title={description}
    >
      {/* The star is drawn by CSS (styles.css): a mark, not a text to translate. */}
      <span className="seller-rating__star" aria-hidden="true" />
      {t('listing.ratingShown', { average, buyers: format.number(rating.count) })}
    </span>
  );
}
