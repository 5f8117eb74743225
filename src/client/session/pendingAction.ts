import { useLocation, useNavigate } from 'react-router-dom';

/**
 * An action a signed-out person started on a public page and had to sign in for: 'Buy Now!' on
 * this book. It travels in the navigation state (to the sign-in page and back, never in the
 * address), so the page they come back to opens the order form instead of making them press
 * again (docs/product.md#route-guards).
 */
export type PendingAction = { buy: string };

/** The state that brings `then` back to the page after signing in. */
export type ReturnState = { then: PendingAction };

/**
 * The action waiting on this page, and `done`, which forgets it (the address stays), so going
 * back or reloading does not start it again.
 */
export function usePendingAction(): { pending: PendingAction | undefined; done: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = (location.state as Partial<ReturnState> | null)?.then;
  const done = () => void navigate(location, { replace: true, state: null });
  return { pending, done };
}
