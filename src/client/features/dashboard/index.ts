// The dashboard loads as one script chunk: its layout, menu and pages.
export { DashboardLayout } from './DashboardLayout';
export { ProfilePage } from './ProfilePage';
