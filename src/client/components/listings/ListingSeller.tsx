import { Link } from 'react-router-dom';
import type { Listing } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { SellerRatingBadge } from './SellerRatingBadge';
import { VerificationMark, VerificationMeaning } from './VerificationMark';

/**
 * A listing's seller as book cards and the book page show them (docs/product.md#book-cards): the
 * name, a link to the seller's page, then the verification mark and the seller's rating, and
 * under them what the mark means. The rating comes with the listing (`seller_rating`): no request
 * per card.
 */
export function ListingSeller({ listing }: { listing: Listing }) {
  const t = useT();
  return (
    <>
      <Link
        to={paths.sellerPage.getHref(listing.seller_id)}
        aria-label={t('listing.sellerPageLink', { name: listing.seller_name })}
      >
        {listing.seller_name}
      </Link>{' '}
      <VerificationMark listing={listing} /> <SellerRatingBadge rating={listing.seller_rating} />
      <VerificationMeaning listing={listing} />
    </>
  );
}
