import '../../styles/bootstrapForms.scss';
import { useState } from 'react';
import { Button, Form as BootstrapForm, Spinner } from 'react-bootstrap';
import { Field, Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { SELF_SERVICE_ROLES } from '../../../shared/roles';
import { type SignupForm, SignupFormSchema } from '../../../shared/schemas/accountForms';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { uploadImage } from '../../api/imageUpload';
import { FormFailure } from '../../components/forms/FormFailure';
import { ImageField } from '../../components/forms/ImageField';
import { TextField } from '../../components/forms/TextField';
import { zodValidator } from '../../components/forms/zodValidator';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';
import { completeProfile, signUpWithEmail } from '../../session/authThunks';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useReturnTarget } from './useReturnTarget';

const validate = zodValidator(SignupFormSchema);
const initialValues: Partial<SignupForm> = { role: 'buyer' };

/**
 * /signup (docs/product.md#sign-up-page): the Firebase account first, then the photo (its upload
 * needs a signed-in user), then name, photo and role. If a later step fails, submitting again picks
 * up from it.
 */
export function SignUpPage() {
  const t = useT();
  usePageTitle(t('pages.signup'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedInEmail = useAppSelector(selectAuthEmail);
  const { target, state, returnState } = useReturnTarget();
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function signUp(values: SignupForm) {
    setFailure(null);
    const { name, email, password, role } = SignupFormSchema.parse(values);
    const image = values.image as File;
    if (signedInEmail?.toLowerCase() !== email.toLowerCase()) {
      const created = await dispatch(signUpWithEmail({ email, password }));
      if (!signUpWithEmail.fulfilled.match(created)) {
        setFailure(created.payload?.message ?? null);
        return;
      }
    }
    let photoURL: string;
    try {
      setProgress(0);
      photoURL = await dispatch(uploadImage(image, setProgress));
    } catch (error) {
      setProgress(null);
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    const completed = await dispatch(completeProfile({ name, photoURL, role }));
    if (!completeProfile.fulfilled.match(completed)) {
      setFailure(completed.payload?.message ?? null);
      return;
    }
    await navigate(target, { replace: true, state: returnState });
  }

  return (
    <AuthCard title={t('auth.signUp')}>
      <GoogleSignInButton target={target} returnState={returnState} onFailure={setFailure} />
      <div className="auth-card__divider my-3">{t('auth.or')}</div>
      <Form<SignupForm> onSubmit={signUp} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <TextField name="name" label={t('auth.name')} autoComplete="name" />
            <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
            <TextField
              name="password"
              label={t('auth.password')}
              type="password"
              autoComplete="new-password"
            />
            <ImageField name="image" label={t('auth.image')} progress={progress} />
            <BootstrapForm.Group className="mb-3" controlId="field-role">
              <BootstrapForm.Label>{t('auth.role')}</BootstrapForm.Label>
              <Field<string> name="role">
                {({ input }) => (
                  <BootstrapForm.Select {...input}>
                    {SELF_SERVICE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t('auth.roleName', { role })}
                      </option>
                    ))}
                  </BootstrapForm.Select>
                )}
              </Field>
            </BootstrapForm.Group>
            <Button type="submit" className="w-100" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {t('auth.signUp')}
            </Button>
          </form>
        )}
      </Form>
      <FormFailure message={failure} />
      <p className="text-center mt-3 mb-0">
        {t('auth.alreadyHaveAccount')}{' '}
        <Link to={paths.signIn.getHref()} state={state}>
          {t('labels.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
