import { screen, waitFor } from '@testing-library/react';

import { cardElement } from '../../../../__mocks__/stripeReactJs';
import { fakeStripe } from '../../../../__mocks__/stripeJs';
import { resetPayments } from '../../testing/handlers/paymentsHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { UNPAID, openPayment, orderTitled, payButton } from '../../testing/paymentTestKit';
import { english } from '../../testing/english';

const PUBLISHABLE_KEY = 'pk_test_51Example';

beforeEach(() =>
  resetPayments({
    provider: 'stripe',
    publishableKey: PUBLISHABLE_KEY,
    currency: 'bdt',
    wallets: false,
  }),
);

/** Opens the page in Stripe mode and waits until Pay can be pressed. */
async function openReadyPayment() {
  const page = await openPayment();
  await screen.findByLabelText(english('buying.card'));
  await waitFor(() => expect(payButton()).toBeEnabled());
  return page;
}

describe('payment page with Stripe', () => {
  it("confirms with Stripe's card field and records the payment intent's id", async () => {
    const { user } = await openReadyPayment();
    const requests = recordRequests();

    await user.type(screen.getByLabelText(english('buying.card')), '4242424242424242');
    await user.click(payButton());

    expect(
      await screen.findByText(english('buying.transactionId'), { exact: false }),
    ).toBeVisible();
    expect(fakeStripe.loadedKeys).toEqual([PUBLISHABLE_KEY]);
    const [call] = fakeStripe.confirmCalls;
    expect(call?.data).toEqual({
      payment_method: {
        card: cardElement,
        billing_details: { name: 'Karim Ahmed', email: 'buyer@demo.test' },
      },
    });
    const transactionId = call?.clientSecret.split('_secret_')[0];
    expect(screen.getByText(transactionId!)).toBeVisible();
    expect(requestsTo(requests, 'POST', '/payments')[0]?.body).toEqual({
      bookPrice: 250,
      transactionId,
      email: 'buyer@demo.test',
      orderId: orderTitled(UNPAID)._id,
    });
    expect(screen.getAllByText(english('toasts.paymentCompleted')).length).toBeGreaterThan(0);
  });

  it("shows Stripe's decline in red under the form", async () => {
    fakeStripe.confirmWill('decline');
    const { user } = await openReadyPayment();
    const requests = recordRequests();

    await user.click(payButton());

    const message = await screen.findByText(fakeStripe.declineMessage);
    expect(message).toHaveClass('text-danger');
    expect(payButton()).toBeEnabled();
    expect(requestsTo(requests, 'POST', '/payments')).toHaveLength(0);
  });

  it('keeps Pay disabled while Stripe processes', async () => {
    fakeStripe.confirmWill('hang');
    const { user } = await openReadyPayment();

    await user.click(payButton());

    expect(screen.getByRole('button', { name: english('buying.processing') })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it.each(['reject', 'null'] as const)(
    'says plainly that the card form could not load (Stripe.js %s)',
    async (outcome) => {
      fakeStripe.loadWill(outcome);
      await openPayment();

      expect(await screen.findByText(english('buying.cardFormUnavailable'))).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    },
  );
});
