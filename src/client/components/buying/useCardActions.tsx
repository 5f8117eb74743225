import { Suspense } from 'react';
import type { Listing } from '../../../shared/schemas';
import { usePendingAction } from '../../session/pendingAction';
import { useSignInFirst } from '../../session/useSignInFirst';
import { lazyOrNothing } from '../lazyOrNothing';
import { loadBuyOnArrival } from './loadOrderModal';
import { useAddToWishlist } from './useAddToWishlist';
import { useBuyer } from './useBuyer';
import { useBuyListing } from './useBuyListing';

const BuyOnArrival = lazyOrNothing('Ordering after signing in', loadBuyOnArrival);

/**
 * 'Buy Now!' and the heart on the cards of a public page (search, a seller's page). Signed in,
 * they work as on the category page; signed out, both ask to sign in first and come back to the
 * same page afterwards, where the order form of the book they pressed 'Buy Now!' on opens.
 */
export function useCardActions() {
  const buyer = useBuyer();
  const signInFirst = useSignInFirst();
  const addToWishlist = useAddToWishlist();
  const { buy, orderModal } = useBuyListing();
  const { pending, done } = usePendingAction();
  const pendingId = buyer ? pending?.buy : undefined;

  return {
    onBuy: buyer ? buy : (listing: Listing) => signInFirst({ then: { buy: listing._id } }),
    onWishlist: buyer ? (listing: Listing) => void addToWishlist(listing) : () => signInFirst(),
    orderModal: (
      <>
        {orderModal}
        {pendingId && (
          <Suspense fallback={null}>
            <BuyOnArrival listingId={pendingId} onBuy={buy} onDone={done} />
          </Suspense>
        )}
      </>
    ),
  };
}
