import './dashboard.css';
import { skipToken } from '@reduxjs/toolkit/query';
import { Badge, Card } from 'react-bootstrap';
import { useAppSelector } from '../../app/hooks';
import { isClientError } from '../../api/apiErrorMessage';
import { useGetProfileQuery } from '../../api/profileApi';
import { useGetSellerDetailQuery } from '../../api/usersApi';
import { useFormat, useT } from '../../i18n/useT';
import { selectAuthUser } from '../../session/authSlice';
import { useRole } from '../../session/useRole';
import { UserAvatar } from '../../components/UserAvatar';
import { usePageTitle } from '../../components/usePageTitle';
import { EmailNotificationsSwitch } from './EmailNotificationsSwitch';
import { EmailVerification } from './EmailVerification';
import { ProfileEditor } from './ProfileEditor';
import { SignOutEverywhere } from './SignOutEverywhere';

function Flag({ value, label }: { value: boolean | undefined; label: string }) {
  const t = useT();
  if (value === undefined) return <span className="text-body-secondary">…</span>;
  return (
    <Badge
      bg={value ? 'success' : 'secondary'}
      aria-label={t(value ? 'dashboard.flagYes' : 'dashboard.flagNo', { label })}
    >
      {t(value ? 'dashboard.yes' : 'dashboard.no')}
    </Badge>
  );
}

/**
 * /dashboard and /dashboard/profile (docs/product.md#profile): photo, name, the two verified flags,
 * e-mail, mobile number or 'Not Found', role, editing the name and number, the choice of e-mail
 * about notifications, verifying the address while it is not, and signing out everywhere. The
 * name and number are the product's own (GET /profile). "App verified" is the product's own flag
 * (the admin's Verify), which only sellers have.
 */
export function ProfilePage() {
  const t = useT();
  usePageTitle(t('pages.dashboard'));
  const user = useAppSelector(selectAuthUser);
  const { role } = useRole();
  const { digits } = useFormat();
  const { data: detail, error } = useGetSellerDetailQuery(user?.email ?? skipToken);
  const { data: profile } = useGetProfileQuery(user ? undefined : skipToken);
  if (!user) return null;
  // Only sellers have a seller detail; anyone else gets 404 and is not app verified.
  const appVerified = isClientError(error) ? false : detail?.appVerified;
  const name = profile?.name ?? user.displayName ?? detail?.name ?? '';

  return (
    <Card className="profile-card shadow-sm mx-auto">
      <Card.Body className="d-flex flex-column align-items-center text-center gap-2 p-4">
        <UserAvatar
          photoURL={user.photoURL}
          name={name || t('dashboard.profilePhoto')}
          size={120}
        />
        <h1 className="h3 mb-0">{name}</h1>
        <dl className="profile-card__facts w-100 text-start mt-3 mb-0">
          <dt>{t('dashboard.emailVerified')}</dt>
          <dd>
            <Flag value={user.emailVerified} label={t('dashboard.emailVerified')} />
          </dd>
          <dt>{t('dashboard.appVerified')}</dt>
          <dd>
            <Flag value={appVerified} label={t('dashboard.appVerified')} />
          </dd>
          <dt>{t('dashboard.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('dashboard.phone')}</dt>
          <dd>{profile?.phone ? digits(profile.phone) : t('labels.notFound')}</dd>
          <dt>{t('dashboard.role')}</dt>
          <dd className="text-capitalize">{t('auth.roleName', { role })}</dd>
        </dl>
        {profile && <ProfileEditor profile={profile} />}
        <EmailNotificationsSwitch />
        {!user.emailVerified && user.email && <EmailVerification email={user.email} />}
        <SignOutEverywhere />
      </Card.Body>
    </Card>
  );
}
