import type { Listing } from '../../../shared/schemas';
import { useGetSellerDetailQuery } from '../../api/usersApi';
import { useT } from '../../i18n/useT';

/** What a listing's mark shows and means: its colour, its letter and the words for both. */
function useVerification(listing: Listing) {
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
  return {
    colour: isLoading ? 'bg-secondary' : seller?.appVerified ? 'bg-success' : 'bg-danger',
    letter: t(listing.isVerified ? 'labels.verifiedSeller' : 'labels.unverifiedListing'),
    meaning: t('listing.markDescription', {
      seller: sellerWords,
      listing: listingWords.toLowerCase(),
    }),
  };
}

/**
 * docs/product.md#book-cards: green or red after the seller's appVerified, 'Y' or 'x' after the
 * listing's own isVerified. The colour and the letter say little to a screen reader, so the mark is
 * an image named in words (and titled for a mouse hover); the visible letter stays as it is.
 */
export function VerificationMark({ listing }: { listing: Listing }) {
  const { colour, letter, meaning } = useVerification(listing);
  return (
    <span
      className={`badge ${colour} verification-mark`}
      role="img"
      aria-label={meaning}
      title={meaning}
    >
      {letter}
    </span>
  );
}

/**
 * The mark's meaning written out under it, for the eyes: a phone has no hover to show the title,
 * and the colour alone tells nothing to whoever cannot tell red from green. Screen readers have
 * it already as the mark's name, so they skip it here.
 */
export function VerificationMeaning({ listing }: { listing: Listing }) {
  const { meaning } = useVerification(listing);
  return (
    <span className="verification-meaning d-block small text-body-secondary" aria-hidden="true">
      {meaning}
    </span>
  );
}
