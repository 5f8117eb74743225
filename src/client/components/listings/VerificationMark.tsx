import type { Listing } from '../../../shared/schemas';
import { useGetSellerDetailQuery } from '../../api/usersApi';
import { useT } from '../../i18n/useT';

/**
 * docs/product.md#book-cards: green or red after the seller's appVerified, 'Y' or 'x' after the
 * listing's own isVerified. The colour and the letter say little to a screen reader, so the mark is
 * an image named in words (and titled for a mouse hover); the visible letter stays as it is.
 */
export function VerificationMark({ listing }: { listing: Listing }) {
  const t = useT();
  // Cached per seller: all the cards of one seller share one lookup.
  const { data: seller, isLoading } = useGetSellerDetailQuery(listing.seller_email);
  const sellerWords = t(
    isLoading
      ? 'listing.checkingSeller'
      : seller?.appVerified
        ? 'labels.verifiedSellerMark'
        : 'labels.unverifiedSellerMark',
  );
  const listingWords = t(
    listing.isVerified ? 'labels.verifiedListingMark' : 'labels.unverifiedListingMark',
  );
  const colour = isLoading ? 'bg-secondary' : seller?.appVerified ? 'bg-success' : 'bg-danger';
  const description = t('listing.markDescription', {
    seller: sellerWords,
    listing: listingWords.toLowerCase(),
  });

  return (
    <span
      className={`badge ${colour} verification-mark`}
      role="img"
      aria-label={description}
      title={description}
    >
      {t(listing.isVerified ? 'labels.verifiedSeller' : 'labels.unverifiedListing')}
    </span>
  );
}
