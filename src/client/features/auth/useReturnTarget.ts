import { useLocation } from 'react-router-dom';
import type { FromState } from '../../session/guards';

/** The page a guard sent the user away from, or '/' (docs/product.md#route-guards). */
export function useReturnTarget(): { target: string; state: FromState | null } {
  const state = (useLocation().state as FromState | null) ?? null;
  const from = state?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
  return { target, state };
}
