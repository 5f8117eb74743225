import '../../styles/bootstrapFormCheck.scss';
import { FormCheck } from 'react-bootstrap';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useGetPreferencesQuery, useSetPreferencesMutation } from '../../api/preferencesApi';
import { notifyError } from '../../components/notify';
import { useT } from '../../i18n/useT';

/**
 * The profile's choice of e-mail about notifications (docs/product.md#notifications): on until
 * the person turns it off; the server then sends them no mail, the bell and the page still tell.
 */
export function EmailNotificationsSwitch() {
  const t = useT();
  const { data: preferences } = useGetPreferencesQuery();
  const [setPreferences, { isLoading: saving }] = useSetPreferencesMutation();

  const choose = async (on: boolean) => {
    const result = await setPreferences({ email_notifications: on });
    if (result.error) notifyError(apiErrorMessage(result.error, t('dashboard.emailChoiceFailed')));
  };

  return (
    <FormCheck
      type="switch"
      id="email-notifications"
      // A switch, not a tick box, to screen readers too (Bootstrap's switch is a styled checkbox).
      role="switch"
      className="text-start w-100 mt-3"
      label={t('dashboard.emailNotifications')}
      checked={preferences?.email_notifications ?? false}
      disabled={!preferences || saving}
      onChange={(event) => void choose(event.currentTarget.checked)}
    />
  );
}
