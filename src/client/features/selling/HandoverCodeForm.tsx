import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useConfirmHandoverMutation } from '../../api/orderLifeApi';
import { useT } from '../../i18n/useT';

/**
 * The seller types the code the buyer shows at the meet-up (docs/product.md#post-ordersidhandover):
 * the right one completes the sale. The server's refusal (a wrong code, the lock after five) is
 * shown as it says it.
 */
export function HandoverCodeForm({ orderId, titleId }: { orderId: string; titleId: string }) {
  const t = useT();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [confirm, { isLoading }] = useConfirmHandoverMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const result = await confirm({ orderId, code });
    if (result.error) setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
  }

  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={(event) => void submit(event)}
    >
      <Form.Group controlId={inputId}>
        <Form.Label className="small mb-1">{t('selling.handoverCodeLabel')}</Form.Label>
        <Form.Control
          size="sm"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          aria-describedby={titleId}
          onChange={(event) => setCode(event.target.value)}
        />
      </Form.Group>
      <Button size="sm" type="submit" disabled={isLoading}>
        {t('selling.confirmHandover')}
      </Button>
      {failure && (
        <p role="alert" className="text-danger small w-100 mb-0">
          {failure}
        </p>
      )}
    </Form>
  );
}
