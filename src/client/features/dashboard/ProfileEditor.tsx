import { Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Profile } from '../../../shared/schemas';
import { lazyOrNothing } from '../../components/lazyOrNothing';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';

// The form (its form library and zod) comes when asked for, not with every dashboard page.
const ProfileForm = lazyOrNothing('The profile form', () =>
  import(/* webpackChunkName: "profile-form" */ './ProfileForm').then(
    (module) => module.ProfileForm,
  ),
);

/** The profile's 'Edit profile' (docs/product.md#profile), and the form it opens. */
export function ProfileEditor({ profile }: { profile: Profile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Button variant="outline-primary" className="mt-3" onClick={() => setEditing(true)}>
        {t('dashboard.editProfile')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<LoadingSpinner label={t('dashboard.editProfileTitle')} />}>
      <ProfileForm profile={profile} onClose={() => setEditing(false)} />
    </Suspense>
  );
}
