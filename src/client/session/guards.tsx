import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../app/paths';
import { useAppSelector } from '../app/hooks';
import { useIsAdminQuery, useIsSellerQuery } from '../api/usersApi';
import { PageLoading } from '../components/LoadingSpinner';
import { selectAuthEmail, selectAuthStatus } from './authSlice';

/** What the sign-in page reads to send the user back where they were (SPEC §2 route guards). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Signed-in users only; others go to /signin and come back after signing in. */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const email = useAppSelector(selectAuthEmail);
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (!email) {
    const state: FromState = { from: location };
    return <Navigate to={paths.signIn.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

type RoleCheck = { isLoading: boolean; allowed: boolean };

/** Shown inside RequireAuth; a missing role sends the user to /login, keeping the origin. */
function RoleGate({ isLoading, allowed }: RoleCheck) {
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (!allowed) {
    const state: FromState = { from: location };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

/** Sellers only, checked through GET /isseller/{email} (SPEC §6). */
export function RequireSeller() {
  const email = useAppSelector(selectAuthEmail);
  const { data, isLoading, isFetching } = useIsSellerQuery(email ?? skipToken);
  return <RoleGate isLoading={isLoading || (isFetching && !data)} allowed={!!data?.isSeller} />;
}

/** Admins only, checked through GET /isadmin/{email} (SPEC §6). */
export function RequireAdmin() {
  const email = useAppSelector(selectAuthEmail);
  const { data, isLoading, isFetching } = useIsAdminQuery(email ?? skipToken);
  return <RoleGate isLoading={isLoading || (isFetching && !data)} allowed={!!data?.isAdmin} />;
}
