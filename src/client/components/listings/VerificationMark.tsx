import { LABELS } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas';
import { useGetSellerDetailQuery } from '../../api/usersApi';

// Ours: what the mark says while the seller's verification is still being looked up.
const CHECKING_SELLER = 'Checking the seller';

/**
 * docs/product.md#book-cards: green or red after the seller's appVerified, 'Y' or 'x' after the
 * listing's own isVerified. The colour and the letter say little to a screen reader, so the mark is
 * an image named in words (and titled for a mouse hover); the visible letter stays the seed's.
 */
export function VerificationMark({ listing }: { listing: Listing }) {
  // Cached per seller: all the cards of one seller share one lookup.
  const { data: seller, isLoading } = useGetSellerDetailQuery(listing.seller_email);
  const sellerWords = isLoading
    ? CHECKING_SELLER
    : seller?.appVerified
      ? LABELS.verifiedSellerMark
      : LABELS.unverifiedSellerMark;
  const listingWords = listing.isVerified
    ? LABELS.verifiedListingMark
    : LABELS.unverifiedListingMark;
  const colour = isLoading ? 'bg-secondary' : seller?.appVerified ? 'bg-success' : 'bg-danger';
  const description = `${sellerWords}, ${listingWords.toLowerCase()}`;

  return (
    <span
      className={`badge ${colour} verification-mark`}
      role="img"
      aria-label={description}
      title={description}
    >
      {listing.isVerified ? LABELS.verifiedSeller : LABELS.unverifiedListing}
    </span>
  );
}
