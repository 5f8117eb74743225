/** Ours: My Orders, /dashboard/myorders (docs/product.md#my-orders). */
export const orders = {
  loading: 'Loading your orders…',
  // The table's columns, also each line's label on phones.
  columnProduct: 'Product name',
  columnSellerName: 'Seller name',
  columnSellerEmail: 'Seller email',
  columnLocation: 'Meeting location',
  columnPrice: 'Price',
  columnPayment: 'Payment',
};
