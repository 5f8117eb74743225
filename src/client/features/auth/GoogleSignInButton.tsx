import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { signInWithGoogle } from '../../session/authThunks';
import type { ReturnState } from '../../session/pendingAction';
import { GoogleLogo } from './GoogleLogo';

type GoogleSignInButtonProps = {
  /** Where to go after signing in, and the action to do there (useReturnTarget). */
  target: string;
  returnState?: ReturnState;
  /** Reports a failure to the page, which shows it under its form. */
  onFailure: (message: string | null) => void;
};

/** Google popup sign-in (sign-in and sign-up pages); new Google users become buyers. */
export function GoogleSignInButton({ target, returnState, onFailure }: GoogleSignInButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function signIn() {
    onFailure(null);
    setBusy(true);
    const result = await dispatch(signInWithGoogle());
    setBusy(false);
    if (signInWithGoogle.fulfilled.match(result)) {
      window.alert(t('toasts.loginSuccess'));
      await navigate(target, { replace: true, state: returnState });
    } else {
      onFailure(result.payload?.message ?? null);
    }
  }

  return (
    <Button
      variant="outline-dark"
      className="w-100 d-flex align-items-center justify-content-center gap-2"
      onClick={() => void signIn()}
      disabled={busy}
    >
      {busy ? <Spinner size="sm" aria-hidden="true" /> : <GoogleLogo />}
      {t('auth.continueWithGoogle')}
    </Button>
  );
}
