import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAppDispatch } from '../../app/hooks';
import { notifyError, notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';
import { checkEmailVerified, sendEmailVerification } from '../../session/emailVerification';

/**
 * For an address Firebase has not verified (docs/product.md#profile): the server mails only a
 * verified one, so the profile says where notifications show meanwhile, sends the link, and
 * checks afterwards (the server learns it with the next access token).
 */
export function EmailVerification({ email }: { email: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      const result = await dispatch(sendEmailVerification());
      if (sendEmailVerification.rejected.match(result)) {
        notifyError(result.payload?.message ?? t('authErrors.fallback'));
      } else {
        notifySuccess(t('dashboard.verificationSent', { email }));
      }
    });
  const check = () =>
    run(async () => {
      const result = await dispatch(checkEmailVerified());
      if (checkEmailVerified.rejected.match(result)) {
        notifyError(result.payload?.message ?? t('authErrors.fallback'));
      } else if (result.payload) {
        notifySuccess(t('dashboard.emailNowVerified'));
      } else {
        notifyError(t('dashboard.emailNotYetVerified'));
      }
    });

  return (
    <div className="text-start w-100 mt-3">
      <p className="mb-2">{t('dashboard.emailUnverifiedNote')}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" size="sm" disabled={busy} onClick={() => void send()}>
          {t('dashboard.verifyEmail')}
        </Button>
        <Button variant="outline-dark" size="sm" disabled={busy} onClick={() => void check()}>
          {t('dashboard.emailVerifiedCheck')}
        </Button>
      </div>
    </div>
  );
}
