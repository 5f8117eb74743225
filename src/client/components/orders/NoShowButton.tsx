import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useCancelForNoShowMutation } from '../../api/orderLifeApi';
import { useT } from '../../i18n/useT';

/**
 * 'The buyer did not come' (docs/product.md#post-ordersidno-show): after a cash order's meet-up
 * time the seller cancels it, and the book is for sale again.
 */
type NoShowButtonProps = {
  orderId: string;
  titleId: string;
  /** Called once the order is cancelled (the order page's toast). */
  onDone?: () => void;
};

export function NoShowButton({ orderId, titleId, onDone }: NoShowButtonProps) {
  const t = useT();
  const [cancel, { isLoading }] = useCancelForNoShowMutation();
  const [failure, setFailure] = useState<string>();

  async function noShow() {
    setFailure(undefined);
    const result = await cancel(orderId);
    if (result.error) setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
    else onDone?.();
  }

  return (
    <div className="mt-2">
      <Button
        size="sm"
        variant="outline-danger"
        disabled={isLoading}
        aria-describedby={titleId}
        onClick={() => void noShow()}
      >
        {t('selling.buyerDidNotCome')}
      </Button>
      {failure && (
        <p role="alert" className="text-danger small mb-0">
          {failure}
        </p>
      )}
    </div>
  );
}
