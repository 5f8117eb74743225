import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAuthUser } from '../../session/authSlice';

export type Buyer = { name: string; email: string };

/**
 * The signed-in buyer as the order form and the wishlist use them: name and e-mail. An account
 * without a display name goes by its e-mail, so the required, read-only name is never empty; the
 * server takes the name from the account anyway.
 */
export function useBuyer(): Buyer | null {
  const user = useAppSelector(selectAuthUser);
  const email = user?.email;
  const name = user?.displayName || email;
  // One object per name and e-mail, so the order form's starting values stay put.
  return useMemo(() => (email && name ? { name, email } : null), [name, email]);
}
