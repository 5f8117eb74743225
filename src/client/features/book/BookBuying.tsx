import { type ReactNode, useEffect } from 'react';
import { Button } from 'react-bootstrap';
import type { Listing } from '../../../shared/schemas';
import { useGetOpenOrderAboutListingQuery } from '../../api/ordersApi';
import { useAddToWishlist } from '../../components/buying/useAddToWishlist';
import { BuyerOffer } from '../../components/offers/BuyerOffer';
import { SellerOffers } from '../../components/offers/SellerOffers';
import { useBuyListing } from '../../components/buying/useBuyListing';
import { usePendingAction } from '../../session/pendingAction';
import { BookActionButtons, ReservedNote } from './BookActionButtons';

/**
 * The signed-in buttons, as the category page's cards have them: 'Buy Now!' opens the order form,
 * the heart adds the book to the wishlist. A person who already has an open order of the book
 * (unpaid or paid, not yet handed over) gets 'View your order' instead, from a question of their
 * own (the listing's answer is the same for everyone); while it is asked, 'Buy Now!' waits, and
 * if it fails, 'Buy Now!' stays (the server refuses a second order anyway). Its own chunk (the
 * order form brings the forms and zod), loaded by BookActions as soon as someone signed in opens
 * the page. Someone who pressed 'Buy Now!' here before signing in comes back to the order form
 * open, unless they had ordered the book already. Below the buttons, the offers
 * (docs/product.md#offers): the buyer's own, or, for the book's seller, every buyer's.
 */
export function BookBuying({
  listing,
  askSeller,
  isSeller = false,
}: {
  listing: Listing;
  askSeller?: ReactNode;
  isSeller?: boolean;
}) {
  const { buy, orderModal } = useBuyListing();
  const addToWishlist = useAddToWishlist();
  const openOrder = useGetOpenOrderAboutListingQuery(listing._id);
  const openOrderId = openOrder.data ?? undefined;
  const asked = !openOrder.isLoading;
  const { pending, done } = usePendingAction();
  const buyOnArrival = pending?.buy === listing._id && !listing.sold && asked;
  useEffect(() => {
    // On arrival only: `done` forgets the action, so nothing opens the form again.
    if (!buyOnArrival) return;
    if (!openOrderId) buy(listing);
    done();
  }, [buyOnArrival, openOrderId, buy, done, listing]);
  return (
    <>
      <BookActionButtons
        onBuy={asked && !listing.reserved ? () => buy(listing) : undefined}
        onWishlist={() => void addToWishlist(listing)}
        openOrderId={openOrderId}
        askSeller={askSeller}
      />
      {listing.reserved && !openOrderId && <ReservedNote />}
      {isSeller ? (
        <SellerOffers listingId={listing._id} />
      ) : (
        asked &&
        !openOrderId && (
          <BuyerOffer
            listingId={listing._id}
            listedPrice={listing.seller_price}
            takesOffers={!listing.reserved && !listing.fixed_price}
            buyAt={(label) => (
              <Button size="lg" onClick={() => buy(listing)}>
                {label}
              </Button>
            )}
          />
        )
      )}
      {orderModal}
    </>
  );
}
