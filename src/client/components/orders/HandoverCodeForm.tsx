import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useConfirmHandoverMutation } from '../../api/orderLifeApi';
import { useT } from '../../i18n/useT';

type HandoverCodeFormProps = {
  orderId: string;
  titleId: string;
  /** A code brought in already (the buyer's QR link), for the seller to confirm. */
  initialCode?: string | undefined;
  /** Called once the sale is complete (the order page's toast). */
  onDone?: () => void;
  /**
   * Another way to fill the code in, beside the field (the order page's camera scan): given the
   * function that fills the field and confirms at once.
   */
  scanner?: (confirmCode: (code: string) => void) => ReactNode;
};

/**
 * The seller types the code the buyer shows at the meet-up (docs/product.md#post-ordersidhandover):
 * the right one completes the sale. The server's refusal (a wrong code, the lock after five) is
 * shown as it says it. Used by 'Orders for my books' and the order page.
 */
export function HandoverCodeForm({
  orderId,
  titleId,
  initialCode,
  onDone,
  scanner,
}: HandoverCodeFormProps) {
  const t = useT();
  const inputId = useId();
  const [code, setCode] = useState(initialCode ?? '');
  const [failure, setFailure] = useState<string>();
  const [confirm, { isLoading }] = useConfirmHandoverMutation();

  async function confirmCode(typed: string) {
    setFailure(undefined);
    const result = await confirm({ orderId, code: typed });
    if (result.error) setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
    else onDone?.();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void confirmCode(code);
  }

  return (
    <Form className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit}>
      <Form.Group controlId={inputId}>
        <Form.Label className="small mb-1">{t('selling.handoverCodeLabel')}</Form.Label>
        <Form.Control
          size="sm"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          aria-describedby={titleId}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </Form.Group>
      <Button size="sm" type="submit" disabled={isLoading}>
        {t('selling.confirmHandover')}
      </Button>
      {scanner?.((scanned) => {
        setCode(scanned);
        void confirmCode(scanned);
      })}
      {failure && (
        <p role="alert" className="text-danger small w-100 mb-0">
          {failure}
        </p>
      )}
    </Form>
  );
}
