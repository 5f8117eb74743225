import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import type { Listing } from '../../../shared/schemas';
import { useGetListingQuery } from '../../api/bookApi';
import { usePendingAction } from '../../session/pendingAction';
import { useSignInFirst } from '../../session/useSignInFirst';
import { useAddToWishlist } from './useAddToWishlist';
import { useBuyer } from './useBuyer';
import { useBuyListing } from './useBuyListing';

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

  // Back from signing in: the book is read again (it may have sold meanwhile), then ordered.
  const { pending, done } = usePendingAction();
  const pendingId = buyer ? pending?.buy : undefined;
  const { data: pendingListing } = useGetListingQuery(pendingId ?? skipToken);
  useEffect(() => {
    if (!pendingListing || pendingListing._id !== pendingId) return;
    if (!pendingListing.sold) buy(pendingListing);
    done();
  }, [pendingListing, pendingId, buy, done]);

  return {
    onBuy: buyer ? buy : (listing: Listing) => signInFirst({ then: { buy: listing._id } }),
    onWishlist: buyer ? (listing: Listing) => void addToWishlist(listing) : () => signInFirst(),
    orderModal,
  };
}
