import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import {
  type Profile,
  type ProfileFormInput,
  ProfileFormSchema,
  toProfilePayload,
} from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useSaveProfileMutation } from '../../api/profileApi';
import { useAppDispatch } from '../../app/hooks';
import { FormFailure } from '../../components/forms/FormFailure';
import { TextField } from '../../components/forms/TextField';
import { zodValidator } from '../../components/forms/zodValidator';
import { notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';
import { renameAccount } from '../../session/accountName';

const validate = zodValidator(ProfileFormSchema);

type ProfileFormProps = { profile: Profile; onClose: () => void };

/**
 * The form behind 'Edit profile' (docs/product.md#profile): the person's own name and mobile
 * number, checked with the server's rules before sending. A refusal stays in the open form; a new
 * name also goes to the Firebase account, which the header shows. Its own chunk (the forms and
 * zod), fetched when the person asks to edit (ProfileEditor.tsx).
 */
export function ProfileForm({ profile, onClose }: ProfileFormProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const [saveProfile] = useSaveProfileMutation();

  async function submit(values: ProfileFormInput) {
    setFailure(null);
    const result = await saveProfile(toProfilePayload(values));
    if (result.error) {
      setFailure(apiErrorMessage(result.error, t('dashboard.profileSaveFailed')));
      return;
    }
    // The product's record is saved; Firebase's copy of the name follows (its failure is logged).
    await dispatch(renameAccount(result.data.name));
    notifySuccess(t('dashboard.profileSaved'));
    onClose();
  }

  return (
    <Form<ProfileFormInput>
      onSubmit={submit}
      validate={validate}
      initialValues={{ name: profile.name, phone: profile.phone ?? '' }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-busy={submitting}
          aria-labelledby="profile-editor-title"
          className="text-start w-100 mt-3"
        >
          <h2 id="profile-editor-title" className="h5">
            {t('dashboard.editProfileTitle')}
          </h2>
          <TextField name="name" label={t('dashboard.fieldName')} autoComplete="name" />
          <TextField
            name="phone"
            label={t('dashboard.fieldMobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <p className="small text-body-secondary mt-n2">{t('dashboard.mobileHint')}</p>
          <div className="d-flex gap-2">
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {t('dashboard.saveProfile')}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t('labels.cancel')}
            </Button>
          </div>
          <FormFailure message={failure} />
        </form>
      )}
    </Form>
  );
}
