// The admin's dashboard pages load as one script chunk ("admin").
export { AllBuyersPage } from './AllBuyersPage';
export { AllSellersPage } from './AllSellersPage';
