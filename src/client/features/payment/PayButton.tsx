import { Button, Spinner } from 'react-bootstrap';
import { useT } from '../../i18n/useT';

type PayButtonProps = {
  /** A client secret is there (and the card form is ready). */
  canPay: boolean;
  processing: boolean;
};

/** Pay is disabled while the client secret is missing or a payment is processing. */
export function PayButton({ canPay, processing }: PayButtonProps) {
  const t = useT();
  return (
    <Button type="submit" className="mt-3" disabled={!canPay || processing}>
      {processing ? (
        <>
          <Spinner size="sm" aria-hidden="true" className="me-2" />
          {t('buying.processing')}
        </>
      ) : (
        t('labels.pay')
      )}
    </Button>
  );
}
