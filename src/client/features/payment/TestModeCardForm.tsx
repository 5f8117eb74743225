import '../../styles/bootstrapForms.scss';
import { TEST_MODE_CARDS } from '../../../shared/constants';
import type { FormEvent } from 'react';
import { Badge, Col, Form, Row } from 'react-bootstrap';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { useConfirmTestModeCardMutation } from '../../api/paymentsApi';
import { FormFailure } from '../../components/forms/FormFailure';
import { useT } from '../../i18n/useT';
import { PayButton } from './PayButton';
import { testModeCardPayload } from './testModeCard';
import type { CardFormProps } from './usePayOrder';

/** The card to try, grouped as printed on a card; a number, the same in both languages. */
const TEST_CARD_HINT = TEST_MODE_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The card form of the built-in test-mode provider (no Stripe keys configured): clearly marked as
 * test mode, with the test cards to use. It confirms through POST /test-payments/confirm, as
 * Stripe.js would with Stripe; a refused card answers 402 with Stripe's own message.
 */
export function TestModeCardForm({ canPay, processing, cardError, onPay }: CardFormProps) {
  const t = useT();
  const [confirmTestModeCard] = useConfirmTestModeCardMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form's own fields (no FormData: the test environment's cannot read a form).
    const { elements } = event.currentTarget;
    const typed = (name: string) => (elements.namedItem(name) as HTMLInputElement | null)?.value;
    const fields = {
      cardNumber: typed('cardNumber') ?? '',
      expiry: typed('expiry') ?? '',
      cvc: typed('cvc') ?? '',
    };
    onPay(async (clientSecret) => {
      const checked = await testModeCardPayload(clientSecret, fields);
      if ('problem' in checked) return { cardError: checked.problem };
      const result = await confirmTestModeCard(checked.payload);
      // A refused card answers 402 with Stripe's own message, in the server's error shape.
      if (result.error) {
        return { cardError: apiErrorMessage(result.error, t('listing.actionFailed')) };
      }
      return { transactionId: result.data.id };
    });
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="test-mode-title" aria-busy={processing}>
      <h2 id="test-mode-title" className="h6 mb-2">
        <Badge bg="warning" text="dark">
          {t('buying.testModeTitle')}
        </Badge>
      </h2>
      <p className="small text-body-secondary">{t('buying.testModeHint')}</p>
      <Form.Group className="mb-3" controlId="card-number">
        <Form.Label>{t('buying.cardNumber')}</Form.Label>
        <Form.Control
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={TEST_CARD_HINT}
        />
      </Form.Group>
      <Row>
        <Col xs={6}>
          <Form.Group controlId="card-expiry">
            <Form.Label>{t('buying.cardExpiry')}</Form.Label>
            <Form.Control
              name="expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('payment.expiryPlaceholder')}
            />
          </Form.Group>
        </Col>
        <Col xs={6}>
          <Form.Group controlId="card-cvc">
            <Form.Label>{t('buying.cardCvc')}</Form.Label>
            <Form.Control name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
          </Form.Group>
        </Col>
      </Row>
      <PayButton canPay={canPay} processing={processing} />
      <FormFailure message={cardError} />
    </Form>
  );
}
