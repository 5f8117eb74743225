import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useCancelOrderMutation } from '../../api/orderLifeApi';
import { useT } from '../../i18n/useT';

/**
 * The buyer cancels a cash order before its meet-up time, an unpaid online order, or (on the
 * order page) a paid one not handed over in time, with a refund
 * (docs/product.md#post-ordersidcancel): the book is free again, and the seller is told.
 */
type CancelOrderButtonProps = {
  orderId: string;
  titleId: string;
  /** The order page's 'Cancel and get a refund' for an online order not handed over in time. */
  label?: string;
  /** Called once the order is cancelled (the order page's toast). */
  onDone?: () => void;
};

export function CancelOrderButton({ orderId, titleId, label, onDone }: CancelOrderButtonProps) {
  const t = useT();
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [failure, setFailure] = useState<string>();

  async function cancelOrder() {
    setFailure(undefined);
    const result = await cancel(orderId);
    if (result.error) setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
    else onDone?.();
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
        {label ?? t('buying.cancelOrder')}
      </Button>
      {failure && (
        <small role="alert" className="text-danger">
          {failure}
        </small>
      )}
    </>
  );
}
