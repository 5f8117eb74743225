import { Suspense, useState } from 'react';
import type { Listing } from '../../../shared/schemas';
import { useAddToWishlist } from './useAddToWishlist';
import { useBuyer } from './useBuyer';
import { lazyOrNothing } from '../lazyOrNothing';
import { loadOrderModal } from './loadOrderModal';
import { useSignInFirst } from '../../session/useSignInFirst';

// The order form (its form library and zod) comes with the first 'Buy Now!', not with the page:
// most visitors of a public search page only look.
const OrderModal = lazyOrNothing('The order form', loadOrderModal);

/**
 * 'Buy Now!' and the heart on the cards of a public page (search, a seller's page). Signed in,
 * they work as on the category page; signed out, both ask to sign in first and come back to the
 * same page afterwards.
 */
export function useCardActions() {
  const buyer = useBuyer();
  const signInFirst = useSignInFirst();
  const addToWishlist = useAddToWishlist();
  const [ordering, setOrdering] = useState<Listing | null>(null);
  const [orderedOnce, setOrderedOnce] = useState(false);

  const buy = (listing: Listing) => {
    setOrderedOnce(true);
    setOrdering(listing);
  };

  return {
    onBuy: buyer ? buy : signInFirst,
    onWishlist: buyer ? (listing: Listing) => void addToWishlist(listing) : signInFirst,
    // Kept once opened, so the dialog can fade out after closing.
    orderModal: orderedOnce && (
      <Suspense fallback={null}>
        <OrderModal listing={ordering} onClose={() => setOrdering(null)} />
      </Suspense>
    ),
  };
}
