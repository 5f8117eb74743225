import { useId } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import type { Order } from '../../../shared/schemas';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useOpenGatewaySessionMutation } from '../../api/gatewayPaymentsApi';
import { useT } from '../../i18n/useT';
import { useGoToGateway } from './useGoToGateway';

/**
 * 'bKash, Nagad, Rocket or card' (docs/product.md#payment-page): opens an SSLCommerz session for
 * the order (POST /sslcommerz/sessions) and sends the browser to the gateway's page. The button
 * stays busy until the browser has left; a refusal is said next to it, in the reader's language.
 */
export function GatewayPayOption({ order }: { order: Order }) {
  const t = useT();
  const id = useId();
  const goToGateway = useGoToGateway();
  const [openSession, { isLoading, isSuccess, error }] = useOpenGatewaySessionMutation();
  const leaving = isLoading || isSuccess;

  async function pay() {
    const result = await openSession({ orderId: order._id, bookPrice: order.bookPrice });
    if (result.data) goToGateway(result.data.gatewayUrl);
  }

  return (
    <Card as="section" body className="payment-card mb-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6 mb-2">
        {t('payment.gatewayHeading')}
      </h2>
      <p id={`${id}-hint`} className="small text-body-secondary">
        {t('payment.gatewayHint')}
      </p>
      <div className="d-grid d-sm-block">
        <Button
          variant="success"
          size="lg"
          onClick={() => void pay()}
          disabled={leaving}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        >
          {leaving && <Spinner size="sm" aria-hidden="true" className="me-2" />}
          {t('payment.gatewayOption')}
        </Button>
      </div>
      <div aria-live="polite">
        {leaving && <p className="small mt-2 mb-0">{t('payment.gatewayOpening')}</p>}
      </div>
      {error && !leaving && (
        <p id={`${id}-error`} role="alert" className="text-danger small mt-2 mb-0">
          {apiErrorMessage(error)}
        </p>
      )}
    </Card>
  );
}
