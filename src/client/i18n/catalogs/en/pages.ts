/** Page names: the document title is '{page} | Used Book Resale' (usePageTitle). */
export const pages = {
  home: 'Home',
  products: 'Products',
  about: 'About us',
  blog: 'Blog',
  signin: 'Sign in',
  signup: 'Sign up',
  dashboard: 'Dashboard',
  notFound: 'Not Found',
  // The dashboard sections as the side menu words them ('All Seller' must not change).
  myWishlist: 'My Wishlist',
  myOrders: 'My Orders',
  addProduct: 'Add Product',
  myProducts: 'My Products',
  allBuyers: 'All Buyers',
  allSellers: 'All Seller',
  payment: 'Payment',
  // Ours: the book page's title until its book is loaded (then the book's title).
  book: 'Book',
  // Ours: the admin's reports (books, reviews, conversations) and books waiting for approval.
  reports: 'Reports',
  // Ours: money held for sellers (a seller's Balance; the admin's Balances due, Order problems).
  sellerOrders: 'Orders for my books',
  balance: 'Balance',
  balancesDue: 'Balances due',
  orderProblems: 'Order problems',
};
