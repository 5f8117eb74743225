/** Ours: a seller's public page, /seller/{id} (docs/product.md#seller-page). */
export const sellerPage = {
  loading: 'Loading the seller…',
};
