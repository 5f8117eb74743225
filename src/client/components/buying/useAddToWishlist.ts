import type { Listing } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useAddToWishlistMutation } from '../../api/wishlistApi';
import { useT } from '../../i18n/useT';
import { notifyError, notifySuccess } from '../notify';
import { useBuyer } from './useBuyer';

/**
 * The heart on a book card (docs/product.md#adding-to-the-wishlist): adds the book to the signed-in
 * buyer's wishlist and says 'added to wishlist' once the server acknowledges it; a refusal shows
 * the server's reason.
 */
export function useAddToWishlist() {
  const t = useT();
  const buyer = useBuyer();
  const [addToWishlist] = useAddToWishlistMutation();

  return async function add(listing: Listing) {
    if (!buyer) return;
    const result = await addToWishlist({ bookId: listing._id, email: buyer.email });
    if (result.error) {
      notifyError(apiErrorMessage(result.error, t('listing.actionFailed')));
      return;
    }
    // An answer not acknowledged shows nothing.
    if (result.data.acknowledged) notifySuccess(t('toasts.addedToWishlist'));
  };
}
