/** Ours: the admin's All Buyers and All Seller pages (docs/product.md#all-buyers). */
export const admin = {
  picture: 'Picture',
  name: 'Name',
  email: 'Email',
  action: 'Action',
  /** All Seller: each seller's average and count of reviews. */
  rating: 'Rating',
  loadingBuyers: 'Loading buyers…',
  loadingSellers: 'Loading sellers…',
  /** The Verify button's accessible name: which seller it verifies. */
  verifySeller: 'Verify {name}',
};
