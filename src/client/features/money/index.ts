// The money pages load as one script chunk ("money"): a seller's Balance, the admin's Balances
// due and Order problems.
export { BalancePage } from './BalancePage';
export { BalancesDuePage } from './BalancesDuePage';
export { OrderProblemsPage } from './OrderProblemsPage';
