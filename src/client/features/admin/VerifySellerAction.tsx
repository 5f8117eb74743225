import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Spinner } from 'react-bootstrap';
import type { SellerRow } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useVerifySellerMutation } from '../../api/adminApi';
import { notifyError } from '../../components/notify';
import { useT } from '../../i18n/useT';

/**
 * The dialog, its summary query and Bootstrap's dialog styles come in a chunk of their own on the
 * first 'Verify': most visits to All Seller verify nobody, and the page's first load stays within
 * its CSS budget.
 */
const VerifySellerDialog = lazy(() =>
  import(/* webpackChunkName: "verify-seller" */ './VerifySellerDialog').then((module) => ({
    default: module.VerifySellerDialog,
  })),
);

type VerifySellerActionProps = {
  seller: SellerRow;
  /** The sellers list is being fetched again: wait for the fresh state. */
  refreshing: boolean;
};

/**
 * The green label 'Verified', or a 'Verify' button that first shows what to weigh and asks
 * (VerifySellerDialog), then PUT /sellerverify and the list fetched again.
 */
export function VerifySellerAction({ seller, refreshing }: VerifySellerActionProps) {
  const [verifySeller, { isLoading }] = useVerifySellerMutation();
  const [asking, setAsking] = useState(false);
  // Once asked, the dialog stays mounted, so it closes with Bootstrap's fade like the others.
  const [asked, setAsked] = useState(false);
  const t = useT();
  if (seller.appVerified) return <Badge bg="success">{t('labels.verified')}</Badge>;

  async function verify() {
    const result = await verifySeller(seller.email);
    setAsking(false);
    if (result.error || !result.data.acknowledged) notifyError(apiErrorMessage(result.error));
  }

  return (
    <>
      <Button
        size="sm"
        // The theme's colour, so the button never reads as the green 'Verified' label beside it.
        variant="primary"
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
        disabled={isLoading || refreshing}
        aria-label={t('admin.verifySeller', { name: seller.name })}
      >
        {isLoading && <Spinner size="sm" aria-hidden="true" className="me-1" />}
        {t('labels.verify')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <VerifySellerDialog
            seller={asking ? seller : null}
            busy={isLoading}
            onConfirm={() => void verify()}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
