// The admin's Reports page loads as one script chunk ("moderation").
export { ReportsPage } from './ReportsPage';
