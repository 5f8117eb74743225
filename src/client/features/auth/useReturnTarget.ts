import { useLocation } from 'react-router-dom';
import type { FromState } from '../../session/guards';
import type { ReturnState } from '../../session/pendingAction';

/**
 * The page a guard (or a button that needs sign-in) sent the user away from, or '/'
 * (docs/product.md#route-guards), and the state to go back with: the action they had pressed.
 */
export function useReturnTarget(): {
  target: string;
  state: FromState | null;
  returnState: ReturnState | undefined;
} {
  const state = (useLocation().state as FromState | null) ?? null;
  const from = state?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
  const returnState = state?.then ? { then: state.then } : undefined;
  return { target, state, returnState };
}
