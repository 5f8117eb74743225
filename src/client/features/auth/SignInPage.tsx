import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { type LoginForm, LoginFormSchema } from '../../../shared/schemas/accountForms';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/hooks';
import { FormFailure } from '../../components/forms/FormFailure';
import { TextField } from '../../components/forms/TextField';
import { zodValidator } from '../../components/forms/zodValidator';
import { fieldMessage } from '../../i18n/fieldMessage';
import { VALIDATION } from '../../../shared/messages';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { sendPasswordResetMail, signInWithEmail } from '../../session/authThunks';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useReturnTarget } from './useReturnTarget';

const validate = zodValidator(LoginFormSchema);

/** /signin (and /login, where the role guards send people): docs/product.md#sign-in-page. */
export function SignInPage() {
  const t = useT();
  usePageTitle(t('pages.signin'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { target, state, returnState } = useReturnTarget();
  const [failure, setFailure] = useState<string | null>(null);

  async function signIn(values: LoginForm) {
    setFailure(null);
    const result = await dispatch(signInWithEmail(values));
    if (signInWithEmail.fulfilled.match(result)) {
      window.alert(t('toasts.loginSuccess'));
      await navigate(target, { replace: true, state: returnState });
    } else {
      // Ours: people need to know what went wrong, not only the console.
      setFailure(result.payload?.message ?? null);
    }
  }

  async function sendResetMail(email: string | undefined) {
    if (!email?.trim()) {
      window.alert(fieldMessage(VALIDATION.forgotPasswordEmailRequired));
      return;
    }
    const result = await dispatch(sendPasswordResetMail(email.trim()));
    if (sendPasswordResetMail.fulfilled.match(result)) window.alert(t('toasts.passwordResetSent'));
    else window.alert(result.payload?.message ?? String(result.error.message));
  }

  return (
    <AuthCard title={t('labels.login')}>
      <Form<LoginForm> onSubmit={signIn} validate={validate}>
        {({ handleSubmit, submitting, values }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
            <TextField
              name="password"
              label={t('auth.password')}
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
                {t('labels.forgotPassword')}
              </Button>
            </div>
            <Button type="submit" className="w-100" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {t('labels.login')}
            </Button>
          </form>
        )}
      </Form>
      <div className="auth-card__divider my-3">{t('auth.or')}</div>
      <GoogleSignInButton target={target} returnState={returnState} onFailure={setFailure} />
      <FormFailure message={failure} />
      <p className="text-center mt-3 mb-0">
        {t('auth.newHere')}{' '}
        <Link to={paths.signUp.getHref()} state={state}>
          {t('labels.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
