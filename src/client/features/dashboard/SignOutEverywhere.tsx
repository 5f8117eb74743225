import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAppDispatch } from '../../app/hooks';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useRevokeAllSessionsMutation } from '../../api/sessionsApi';
import { notifyError, notifySuccess } from '../../components/notify';
import { useT } from '../../i18n/useT';
import { signOutUser } from '../../session/authThunks';

/**
 * The confirmation and Bootstrap's dialog come on the first press: every dashboard page renders
 * the profile's chunk, and few of its visits end every session.
 */
const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "sign-out-everywhere" */ '../../components/ConfirmDialog').then(
    (module) => ({ default: module.ConfirmDialog }),
  ),
);

/**
 * 'Sign out everywhere' (docs/product.md#profile), after a confirmation: the server ends every
 * session of the account (POST /sessions/revoke-all), then this one signs out too.
 */
export function SignOutEverywhere() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [revokeAll, { isLoading }] = useRevokeAllSessionsMutation();
  const [asking, setAsking] = useState(false);
  // Once asked, the dialog stays mounted, so it closes with Bootstrap's fade.
  const [asked, setAsked] = useState(false);

  async function confirm() {
    const result = await revokeAll();
    if (result.error) {
      notifyError(apiErrorMessage(result.error, t('dashboard.signOutEverywhereFailed')));
      return;
    }
    setAsking(false);
    await dispatch(signOutUser());
    notifySuccess(t('dashboard.signedOutEverywhere'));
  }

  return (
    <>
      <Button
        variant="outline-danger"
        size="sm"
        className="mt-3 align-self-start"
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      >
        {t('dashboard.signOutEverywhere')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            show={asking}
            title={t('dashboard.signOutEverywhereTitle')}
            confirmLabel={t('dashboard.signOutEverywhere')}
            cancelLabel={t('labels.cancel')}
            variant="danger"
            busy={isLoading}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          >
            {t('dashboard.signOutEverywhereBody')}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
