import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { TEST_MODE_CARDS } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import {
  UNPAID,
  openPayment,
  orderTitled,
  payButton,
  typeTestModeCard,
} from '../../testing/paymentTestKit';
import { english } from '../../testing/english';

describe('payment page when something stands in the way', () => {
  it('says another buyer is paying, keeps Pay disabled, and asks again on "Try again"', async () => {
    let refusals = 0;
    server.use(
      http.post(apiUrl(API.createPaymentIntent.route), () => {
        if (refusals >= 1) return undefined;
        refusals += 1;
        return errorResponse(409, SERVER_ERRORS.listingReserved);
      }),
    );
    const { user } = await openPayment();

    const alert = (await screen.findByText(SERVER_ERRORS.listingReserved)).closest('.alert');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(payButton()).toBeDisabled();
    await user.click(
      within(alert as HTMLElement).getByRole('button', { name: english('listing.retry') }),
    );

    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.queryByText(SERVER_ERRORS.listingReserved)).not.toBeInTheDocument();
  });

  it('offers "Try again" when the payment went through but was not recorded', async () => {
    let failures = 0;
    server.use(
      http.post(apiUrl(API.payments.route), () => {
        if (failures >= 1) return undefined;
        failures += 1;
        return HttpResponse.error();
      }),
    );
    const { user } = await openPayment();
    await waitFor(() => expect(payButton()).toBeEnabled());
    const requests = recordRequests();
    await typeTestModeCard(user, TEST_MODE_CARDS.succeeds);
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('buying.paymentNotRecorded'));
    // The card was charged: no second payment can be started, only the record sent again.
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(
      await screen.findByText(english('buying.transactionId'), { exact: false }),
    ).toBeVisible();
    const [first, second] = requestsTo(requests, 'POST', '/payments');
    expect(second?.body).toEqual(first?.body);
    expect(requestsTo(requests, 'POST', '/test-payments/confirm')).toHaveLength(1);
  });

  it('says Paid for a paid order, and asks for no payment', async () => {
    const requests = recordRequests();
    await openPayment('Lalsalu');

    expect(await screen.findByText(english('labels.paid'))).toBeVisible();
    expect(screen.getByRole('link', { name: english('buying.viewOrders') })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/create-payment-intent')).toHaveLength(0);
  });

  it('says a cancelled order cannot be paid', async () => {
    await openPayment('Pather Panchali');

    expect(
      await screen.findByText(english('buying.orderNotPayable'), { exact: false }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it("shows the server's answer for an order that is not the buyer's", async () => {
    server.use(
      http.get(apiUrl(API.order.route), () => errorResponse(404, SERVER_ERRORS.orderNotFound)),
    );
    signedInAs('buyer@demo.test');
    renderRoute(`/dashboard/payment/${orderTitled(UNPAID)._id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERRORS.orderNotFound);
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
