import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import type { FromState } from './guards';
import type { PendingAction } from './pendingAction';

type AfterSignIn = {
  /** Done on this page once they are back: 'Buy Now!' opens the order form by itself. */
  then?: PendingAction;
  /** A signed-in page to go on to instead of this one ('Ask the seller': its compose box). */
  goTo?: string;
};

/**
 * For a button a signed-out visitor presses on a public page ('Buy Now!', the heart, 'Ask the
 * seller'): go to the sign-in page, which brings the person back to this page (same address), or
 * on to `goTo`, once signed in, and does what they pressed.
 */
export function useSignInFirst(): (after?: AfterSignIn) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return ({ then, goTo }: AfterSignIn = {}) => {
    const state: FromState = { from: goTo ? { pathname: goTo } : location, then };
    void navigate(paths.signIn.getHref(), { state });
  };
}
