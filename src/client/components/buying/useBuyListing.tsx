import { Suspense, useState } from 'react';
import type { Listing } from '../../../shared/schemas';
import { lazyOrNothing } from '../lazyOrNothing';
import { loadOrderModal } from './loadOrderModal';

// The order form (its form library, dialog and zod) comes with the first 'Buy Now!', not with the
// page: the same chunk on every page, so it is fetched once.
const OrderModal = lazyOrNothing('The order form', loadOrderModal);

/**
 * 'Buy Now!' for a page of book cards: `buy` selects the book (and with it its seller) and
 * opens the order dialog, which the page renders once as `orderModal` (the dialog stays rendered
 * once opened, so it can fade out after closing).
 */
export function useBuyListing() {
  const [ordering, setOrdering] = useState<Listing | null>(null);
  const [orderedOnce, setOrderedOnce] = useState(false);
  const buy = (listing: Listing) => {
    setOrderedOnce(true);
    setOrdering(listing);
  };
  // Kept once opened, so the dialog can fade out after closing.
  const orderModal = orderedOnce && (
    <Suspense fallback={null}>
      <OrderModal listing={ordering} onClose={() => setOrdering(null)} />
    </Suspense>
  );
  return { buy, orderModal };
}
