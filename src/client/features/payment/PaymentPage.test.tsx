import { screen, waitFor } from '@testing-library/react';
import { API } from '../../../shared/apiPaths';
import { TEST_MODE_CARDS } from '../../../shared/constants';
import { CARD_ERRORS } from '../../../shared/messages';
import { fakeStripe } from '../../../../__mocks__/stripeJs';
import { holdRequests } from '../../testing/holdRequests';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import {
  UNPAID,
  openPayment,
  orderTitled,
  payButton,
  typeTestModeCard,
} from '../../testing/paymentTestKit';
import { english } from '../../testing/english';
import { resetPayments } from '../../testing/handlers/paymentsHandlers';

describe('payment page in test mode', () => {
  it('asks for the client secret once, then offers the test-mode card form', async () => {
    const requests = recordRequests();
    await openPayment();

    expect(document.title).toBe('Payment | Used Book Resale');
    expect(screen.getByText('Please pay TK 250 for your order')).toBeVisible();
    expect(screen.getByText(english('buying.testModeTitle'))).toBeVisible();
    expect(screen.getByText(english('buying.testModeHint'))).toBeVisible();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(payButton()).toBeEnabled());
    const intents = requestsTo(requests, 'POST', '/create-payment-intent');
    expect(intents).toHaveLength(1);
    expect(intents[0]?.body).toEqual({ bookPrice: 250, orderId: orderTitled(UNPAID)._id });
    // Test mode never fetches Stripe.js.
    expect(fakeStripe.loadedKeys).toEqual([]);
  });

  it('keeps Pay disabled while there is no client secret', async () => {
    const release = holdRequests('post', API.createPaymentIntent.route);
    await openPayment();

    expect(await screen.findByLabelText('Card number')).toBeVisible();
    expect(payButton()).toBeDisabled();
    release();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('pays: processing, then the congratulations, the transaction id and the record', async () => {
    const release = holdRequests('post', API.testModeCardConfirm.route);
    const { user } = await openPayment();
    await waitFor(() => expect(payButton()).toBeEnabled());
    const requests = recordRequests();

    await typeTestModeCard(user, '4242 4242 4242 4242');
    await user.click(payButton());

    expect(screen.getByRole('button', { name: english('buying.processing') })).toBeDisabled();
    release();
    const done = await screen.findByText(english('buying.transactionId'), { exact: false });
    const [confirm] = requestsTo(requests, 'POST', '/test-payments/confirm');
    const transactionId = done.querySelector('code')?.textContent;
    expect(transactionId).toMatch(/^pi_local_/);
    expect(confirm?.body).toMatchObject({
      cardNumber: TEST_MODE_CARDS.succeeds,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(requestsTo(requests, 'POST', '/payments')[0]?.body).toEqual({
      bookPrice: 250,
      transactionId,
      email: 'buyer@demo.test',
      orderId: orderTitled(UNPAID)._id,
    });
    // The toast and the page both say it; the form is gone.
    expect(screen.getAllByText(english('toasts.paymentCompleted'))).toHaveLength(2);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: english('buying.viewOrders') })).toHaveAttribute(
      'href',
      '/dashboard/myorders',
    );
  });

  it("shows a declined card's message in red under the form, and records nothing", async () => {
    const { user } = await openPayment();
    await waitFor(() => expect(payButton()).toBeEnabled());
    const requests = recordRequests();

    await typeTestModeCard(user, TEST_MODE_CARDS.declined);
    await user.click(payButton());

    const message = await screen.findByText(CARD_ERRORS.declined);
    expect(message).toHaveClass('text-danger');
    expect(message).toHaveAttribute('role', 'alert');
    expect(payButton()).toBeEnabled();
    expect(requestsTo(requests, 'POST', '/payments')).toHaveLength(0);
  });

  it('checks the typed card before sending it', async () => {
    const { user } = await openPayment();
    await waitFor(() => expect(payButton()).toBeEnabled());
    const requests = recordRequests();

    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.click(payButton());

    expect(await screen.findByText('Your card number is incomplete.')).toHaveClass('text-danger');
    expect(requestsTo(requests, 'POST', '/test-payments/confirm')).toHaveLength(0);
  });
});

describe('payment page amount', () => {
  it('says the amount in dollars, as the original brief did, when the server charges usd', async () => {
    resetPayments({ provider: 'test', currency: 'usd', wallets: false });
    await openPayment();

    expect(screen.getByText('Please pay $250 for your order')).toBeVisible();
    expect(screen.queryByText(/TK/)).not.toBeInTheDocument();
  });
});
