import { skipToken } from '@reduxjs/toolkit/query';
import { DEFAULT_ROLE, type Role } from '../../shared/roles';
import { useAppSelector } from '../app/hooks';
import { useGetRoleQuery } from '../api/usersApi';
import { selectAuthEmail } from './authSlice';

/**
 * How every role query subscribes: coming back to the tab asks the server again, so a role
 * changed meanwhile (an admin's doing, a sign-up finished in another tab) reaches the side menu,
 * the profile and the guards together. The role queries share the 'Role' tag, so a change made
 * here (sign-up's POST /g-users) refreshes them together too.
 */
export const ROLE_SUBSCRIPTION = { refetchOnFocus: true } as const;

interface RoleView {
  /** The signed-in person's role; buyer until GET /iswhat answers, as the side menu needs. */
  role: Role;
  /** /iswhat has answered, or failed after its retries: `role` is as known as it gets. */
  settled: boolean;
  fetching: boolean;
  failed: boolean;
  /** When the role shown was answered (ms), to tell it from a newer answer of a guard's call. */
  answeredAt: number;
  /** Asks /iswhat again (only while someone is signed in). */
  refetch: () => unknown;
}

/**
 * The one place the role is read from: the GET /iswhat answer in the RTK Query cache, picked by
 * `selectFromResult` (so a component re-renders only when these fields change). The side menu,
 * the profile and the role guards all read it here, so they always show the same role.
 */
export function useRole(): RoleView {
  const email = useAppSelector(selectAuthEmail);
  return useGetRoleQuery(email ?? skipToken, {
    ...ROLE_SUBSCRIPTION,
    // currentData, not data: after a change of user, data still holds the previous one's role.
    selectFromResult: ({ currentData, isError, isFetching, fulfilledTimeStamp }) => ({
      role: currentData?.role ?? DEFAULT_ROLE,
      settled: currentData !== undefined || isError,
      fetching: isFetching,
      failed: isError,
      answeredAt: fulfilledTimeStamp ?? 0,
    }),
  });
}
