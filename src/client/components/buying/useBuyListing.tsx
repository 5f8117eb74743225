import { useState } from 'react';
import type { Listing } from '../../../shared/schemas';
import { OrderModal } from './OrderModal';

/**
 * 'Buy Now!' for a page of book cards: `buy` selects the book (and with it its seller) and
 * opens the order dialog, which the page renders once as `orderModal`.
 */
export function useBuyListing() {
  const [ordering, setOrdering] = useState<Listing | null>(null);
  const orderModal = <OrderModal listing={ordering} onClose={() => setOrdering(null)} />;
  return { buy: setOrdering, orderModal };
}
