// The seller's dashboard pages load as one script chunk ("selling").
export { AddProductPage } from './AddProductPage';
export { MyProductsPage } from './MyProductsPage';
