// The seller's dashboard pages load as one script chunk ("selling").
export { AddListingPage } from './AddListingPage';
export { MyListingsPage } from './MyListingsPage';
export { EditListingPage } from './EditListingPage';
