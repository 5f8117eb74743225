/** Ours: My Wishlist, /dashboard/mywishlist (docs/product.md#my-wishlist). */
export const wishlist = {
  loading: 'Loading your wishlist…',
};
