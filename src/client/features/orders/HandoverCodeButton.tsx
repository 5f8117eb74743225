import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useIssueHandoverCodeMutation } from '../../api/orderLifeApi';
import { useT } from '../../i18n/useT';

type HandoverCodeButtonProps = {
  orderId: string;
  /** The id of the row's product name, which tells screen readers what the button is for. */
  titleId: string;
  /** More to draw with the code once shown (the order page's QR code). */
  renderCode?: (code: string) => ReactNode;
};

/**
 * The buyer's handover code (docs/product.md#post-ordersidhandover-code): shown on request at the
 * meet-up, for the seller to type in. Each press makes a new code and only the newest works, so
 * the code is kept only while this row is on screen.
 */
export function HandoverCodeButton({ orderId, titleId, renderCode }: HandoverCodeButtonProps) {
  const t = useT();
  const [issue, { isLoading }] = useIssueHandoverCodeMutation();
  const [code, setCode] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function show() {
    setFailure(undefined);
    const result = await issue(orderId);
    if (result.error) setFailure(apiErrorMessage(result.error, t('listing.actionFailed')));
    else setCode(result.data.code);
  }

  return (
    <span className="d-inline-flex flex-column align-items-start gap-1">
      <Button
        size="sm"
        variant="outline-primary"
        disabled={isLoading}
        aria-describedby={titleId}
        onClick={() => void show()}
      >
        {code ? t('buying.newHandoverCode') : t('buying.showHandoverCode')}
      </Button>
      <small role="status" className={failure ? 'text-danger' : undefined}>
        {failure ??
          (code && (
            <>
              {t('buying.handoverCodeIs')} <strong className="font-monospace fs-5">{code}</strong>
            </>
          ))}
      </small>
      {code && !failure && renderCode?.(code)}
    </span>
  );
}
