import { useEffect } from 'react';
import type { Listing } from '../../../shared/schemas';
import { useGetListingQuery } from '../../api/bookApi';

type BuyOnArrivalProps = {
  listingId: string;
  onBuy: (listing: Listing) => void;
  /** Forgets the pending action, whether the book could be ordered or not. */
  onDone: () => void;
};

/**
 * Back from signing in after 'Buy Now!' on a card: reads the book again (it may have sold
 * meanwhile) and opens its order form. In the order form's chunk (loadOrderModal.ts), fetched
 * only then, so the cards' pages carry none of it.
 */
export function BuyOnArrival({ listingId, onBuy, onDone }: BuyOnArrivalProps) {
  const { data: listing, isError } = useGetListingQuery(listingId);
  useEffect(() => {
    if (isError) onDone();
    if (listing?._id !== listingId) return;
    if (!listing.sold) onBuy(listing);
    onDone();
  }, [listing, listingId, isError, onBuy, onDone]);
  return null;
}
