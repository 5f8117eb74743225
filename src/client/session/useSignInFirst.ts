import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import type { FromState } from './guards';

/**
 * For a button a signed-out visitor presses on a public page ('Buy Now!', the heart): go to the
 * sign-in page, which brings the person back to this page (same address) once signed in.
 */
export function useSignInFirst(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    const state: FromState = { from: location };
    void navigate(paths.signIn.getHref(), { state });
  };
}
