import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../shared/roles';
import { paths } from '../app/paths';
import { useAppSelector } from '../app/hooks';
import { useIsAdminQuery, useIsSellerQuery } from '../api/usersApi';
import { PageLoading } from '../components/LoadingSpinner';
import type { PendingAction } from './pendingAction';
import { selectAuthEmail, selectAuthStatus } from './authSlice';
import { ROLE_SUBSCRIPTION, useRole } from './useRole';

/**
 * What the sign-in page reads to send the user back where they were
 * (docs/product.md#route-guards).
 */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
  /** What the person pressed before they had to sign in, done once they are back. */
  then?: PendingAction;
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

/** A guard's own call: whether the caller has the role its pages need, and when that was said. */
type RoleCheck = { answer: boolean | undefined; answeredAt: number | undefined; loading: boolean };

/**
 * Shown inside RequireAuth; a missing role sends the user to /login, keeping the origin. The page
 * is let in or not from the same cached role as the side menu and the profile (useRole), so the
 * three never disagree, not even between two answers. The guard's own call is still asked when
 * its pages open, because the product's permission rules check sellers through /isseller and
 * admins through /isadmin: the server's word on exactly the role these pages need, fresher than
 * a role cached earlier. When it is newer than the cached role and contradicts it, the role is
 * asked again and the guard waits for that answer.
 */
function RoleGate({ needed, check }: { needed: Role; check: RoleCheck }) {
  const location = useLocation();
  const { role, settled, fetching, failed, answeredAt, refetch } = useRole();
  const contradicted = check.answer !== undefined && check.answer !== (role === needed);
  const roleIsStale = contradicted && answeredAt < (check.answeredAt ?? 0) && !failed;
  useEffect(() => {
    if (roleIsStale && !fetching) refetch();
  }, [roleIsStale, fetching, refetch]);

  if (!settled || check.loading || roleIsStale) return <PageLoading />;
  if (role !== needed) {
    const state: FromState = { from: location };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

type CheckResult<T> = { currentData?: T; fulfilledTimeStamp?: number; isFetching: boolean };

/** A guard call's result as RoleGate weighs it; `currentData`, so never another user's answer. */
function roleCheck<T>(result: CheckResult<T>, answer: (data: T) => boolean): RoleCheck {
  const { currentData, fulfilledTimeStamp, isFetching } = result;
  return {
    answer: currentData === undefined ? undefined : answer(currentData),
    answeredAt: fulfilledTimeStamp,
    loading: isFetching && currentData === undefined,
  };
}

/** Sellers only, checked through GET /isseller/{email}. */
export function RequireSeller() {
  const email = useAppSelector(selectAuthEmail);
  const result = useIsSellerQuery(email ?? skipToken, ROLE_SUBSCRIPTION);
  return <RoleGate needed="seller" check={roleCheck(result, (data) => data.isSeller)} />;
}

/** Admins only, checked through GET /isadmin/{email}. */
export function RequireAdmin() {
  const email = useAppSelector(selectAuthEmail);
  const result = useIsAdminQuery(email ?? skipToken, ROLE_SUBSCRIPTION);
  return <RoleGate needed="admin" check={roleCheck(result, (data) => data.isAdmin)} />;
}
