import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { LABELS, PAGE_NAMES, TOASTS, VALIDATION } from '../../../shared/messages';
import { type LoginForm, LoginFormSchema } from '../../../shared/schemas/accountForms';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/hooks';
import { FormFailure } from '../../components/forms/FormFailure';
import { TextField } from '../../components/forms/TextField';
import { zodValidator } from '../../components/forms/zodValidator';
import { usePageTitle } from '../../components/usePageTitle';
import { sendPasswordResetMail, signInWithEmail } from '../../session/authThunks';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useReturnTarget } from './useReturnTarget';

const validate = zodValidator(LoginFormSchema);

/** /signin (and /login, where the role guards send people): docs/product.md#sign-in-page. */
export function SignInPage() {
  usePageTitle(PAGE_NAMES.signin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { target, state } = useReturnTarget();
  const [failure, setFailure] = useState<string | null>(null);

  async function signIn(values: LoginForm) {
    setFailure(null);
    const result = await dispatch(signInWithEmail(values));
    if (signInWithEmail.fulfilled.match(result)) {
      window.alert(TOASTS.loginSuccess);
      await navigate(target, { replace: true });
    } else {
      // Ours: the seed only logged this; people need to know what went wrong.
      setFailure(result.payload?.message ?? null);
    }
  }

  async function sendResetMail(email: string | undefined) {
    if (!email?.trim()) {
      window.alert(VALIDATION.forgotPasswordEmailRequired);
      return;
    }
    const result = await dispatch(sendPasswordResetMail(email.trim()));
    if (sendPasswordResetMail.fulfilled.match(result)) window.alert(TOASTS.passwordResetSent);
    else window.alert(result.payload?.message ?? String(result.error.message));
  }

  return (
    <AuthCard title={LABELS.login}>
      <Form<LoginForm> onSubmit={signIn} validate={validate}>
        {({ handleSubmit, submitting, values }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <div className="d-flex justify-content-end mb-3">
              <Button
                variant="link"
                size="sm"
                className="p-0"
                onClick={() => void sendResetMail(values.email)}
              >
                {LABELS.forgotPassword}
              </Button>
            </div>
            <Button type="submit" className="w-100" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {LABELS.login}
            </Button>
          </form>
        )}
      </Form>
      <div className="auth-card__divider my-3">or</div>
      <GoogleSignInButton target={target} onFailure={setFailure} />
      <FormFailure message={failure} />
      <p className="text-center mt-3 mb-0">
        New here?{' '}
        <Link to={paths.signUp.getHref()} state={state}>
          {LABELS.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
