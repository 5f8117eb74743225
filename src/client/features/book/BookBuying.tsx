import type { ReactNode } from 'react';
import type { Listing } from '../../../shared/schemas';
import { useAddToWishlist } from '../../components/buying/useAddToWishlist';
import { useBuyListing } from '../../components/buying/useBuyListing';
import { BookActionButtons } from './BookActionButtons';

/**
 * The signed-in buttons, as the category page's cards have them: 'Buy Now!' opens the order form,
 * the heart adds the book to the wishlist. Its own chunk (the order form brings the forms and
 * zod), loaded by BookActions as soon as someone signed in opens the page.
 */
export function BookBuying({ listing, askSeller }: { listing: Listing; askSeller?: ReactNode }) {
  const { buy, orderModal } = useBuyListing();
  const addToWishlist = useAddToWishlist();
  return (
    <>
      <BookActionButtons
        onBuy={() => buy(listing)}
        onWishlist={() => void addToWishlist(listing)}
        askSeller={askSeller}
      />
      {orderModal}
    </>
  );
}
