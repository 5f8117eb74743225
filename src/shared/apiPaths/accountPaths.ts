/**
 * One's own account beyond the first load: the profile (name, mobile number) and its sessions.
 */
export const ACCOUNT_API = {
  /** Ours: the signed-in person's own name and mobile number, GET to read and PUT to change. */
  profile: { route: '/profile', url: () => '/profile' },
  /** Ours: 'Sign out everywhere' ends every session of the caller's account. */
  revokeAllSessions: { route: '/sessions/revoke-all', url: () => '/sessions/revoke-all' },
} as const;
