// The money pages load as one script chunk ("money"): a seller's Balance, the admin's Balances
// due, Order problems and Payments held for review.
export { BalancePage } from './BalancePage';
export { BalancesDuePage } from './BalancesDuePage';
export { HeldPaymentsPage } from './HeldPaymentsPage';
export { OrderProblemsPage } from './OrderProblemsPage';
