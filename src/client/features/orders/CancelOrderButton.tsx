import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useCancelOrderMutation } from '../../api/orderLifeApi';
import { useT } from '../../i18n/useT';

/**
 * The buyer cancels a cash order before its meet-up time (docs/product.md#post-ordersidcancel):
 * the book is free again for other buyers, and the seller is told.
 */
export function CancelOrderButton({ orderId, titleId }: { orderId: string; titleId: string }) {
  const t = useT();
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [failure, setFailure] = useState<string>();

  async function cancelOrder() {
    setFailure(undefined);
    const result = await cancel(orderId);
    if (result.error) setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={isLoading}
        aria-describedby={titleId}
        onClick={() => void cancelOrder()}
      >
        {t('buying.cancelOrder')}
      </Button>
      {failure && (
        <small role="alert" className="text-danger">
          {failure}
        </small>
      )}
    </>
  );
}
