import { type ReactNode, useEffect } from 'react';
import type { Listing } from '../../../shared/schemas';
import { useAddToWishlist } from '../../components/buying/useAddToWishlist';
import { useBuyListing } from '../../components/buying/useBuyListing';
import { usePendingAction } from '../../session/pendingAction';
import { BookActionButtons } from './BookActionButtons';

/**
 * The signed-in buttons, as the category page's cards have them: 'Buy Now!' opens the order form,
 * the heart adds the book to the wishlist. Its own chunk (the order form brings the forms and
 * zod), loaded by BookActions as soon as someone signed in opens the page. Someone who pressed
 * 'Buy Now!' here before signing in comes back to the order form open.
 */
export function BookBuying({ listing, askSeller }: { listing: Listing; askSeller?: ReactNode }) {
  const { buy, orderModal } = useBuyListing();
  const addToWishlist = useAddToWishlist();
  const { pending, done } = usePendingAction();
  const buyOnArrival = pending?.buy === listing._id && !listing.sold;
  useEffect(() => {
    // On arrival only: `done` forgets the action, so nothing opens the form again.
    if (!buyOnArrival) return;
    buy(listing);
    done();
  }, [buyOnArrival, buy, done, listing]);
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
