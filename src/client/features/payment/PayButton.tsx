import { Button, Spinner } from 'react-bootstrap';
import { BUYING_TEXTS, LABELS } from '../../../shared/messages';

type PayButtonProps = {
  /** A client secret is there (and the card form is ready). */
  canPay: boolean;
  processing: boolean;
};

/** Pay is disabled while the client secret is missing or a payment is processing. */
export function PayButton({ canPay, processing }: PayButtonProps) {
  return (
    <Button type="submit" className="mt-3" disabled={!canPay || processing}>
      {processing ? (
        <>
          <Spinner size="sm" aria-hidden="true" className="me-2" />
          {BUYING_TEXTS.processing}
        </>
      ) : (
        LABELS.pay
      )}
    </Button>
  );
}
