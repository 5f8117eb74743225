import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ORDER_API } from '../../../shared/apiPaths/orderPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { english } from '../../testing/english';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { gatewayPageOf, gatewayStore } from '../../testing/handlers/gatewayHandlers';
import { resetPayments } from '../../testing/handlers/paymentsHandlers';
import { holdRequests } from '../../testing/holdRequests';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { UNPAID, openPayment, orderTitled } from '../../testing/paymentTestKit';
import { server } from '../../testing/server';

// The browser leaving for the gateway's page, which the test environment cannot do.
const mockGoToGateway = jest.fn();
jest.mock('./useGoToGateway', () => ({ useGoToGateway: () => mockGoToGateway }));

const OPTION = 'bKash, Nagad, Rocket or card';
const option = () => screen.getByRole('button', { name: OPTION });

beforeEach(() => mockGoToGateway.mockClear());

describe('paying with SSLCommerz on the payment page', () => {
  it('is not offered when the server has no SSLCommerz store', async () => {
    await openPayment();
    expect(await screen.findByLabelText('Card number')).toBeVisible();
    expect(screen.queryByRole('button', { name: OPTION })).toBeNull();
    expect(screen.queryByText(english('payment.cardHeading'))).toBeNull();
  });

  it('is offered beside the card form, and sends the buyer to the gateway for this order', async () => {
    resetPayments({ provider: 'test', currency: 'bdt', wallets: true });
    const requests = recordRequests();
    const release = holdRequests('post', ORDER_API.gatewaySessions.route);
    const { user } = await openPayment();

    const section = screen.getByRole('region', { name: english('payment.gatewayHeading') });
    expect(within(section).getByText(english('payment.gatewayHint'))).toBeVisible();
    expect(screen.getByText(english('payment.cardHeading'))).toBeVisible();
    expect(screen.getByLabelText('Card number')).toBeVisible();

    // By keyboard: the option is a real button, reached with Tab and pressed with Enter.
    option().focus();
    await user.keyboard('{Enter}');
    expect(option()).toBeDisabled();
    expect(await screen.findByText(english('payment.gatewayOpening'))).toBeVisible();
    release();

    await waitFor(() => expect(mockGoToGateway).toHaveBeenCalledTimes(1));
    const [session] = gatewayStore.sessions;
    expect(mockGoToGateway).toHaveBeenCalledWith(gatewayPageOf(session!.transactionId));
    expect(requestsTo(requests, 'POST', ORDER_API.gatewaySessions.url())[0]?.body).toEqual({
      orderId: orderTitled(UNPAID)._id,
      bookPrice: 250,
    });
    // Still busy while the browser leaves, so a second press opens no second session.
    expect(option()).toBeDisabled();
  });

  it("shows the server's refusal next to the option, which can be pressed again", async () => {
    resetPayments({ provider: 'test', currency: 'bdt', wallets: true });
    server.use(
      http.post(apiUrl(ORDER_API.gatewaySessions.route), () =>
        errorResponse(409, SERVER_ERRORS.listingReserved),
      ),
    );
    const { user } = await openPayment();

    await user.click(option());
    const refusal = await screen.findByText(SERVER_ERRORS.listingReserved);
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(option()).toHaveAccessibleDescription(
      `${english('payment.gatewayHint')} ${SERVER_ERRORS.listingReserved}`,
    );
    expect(option()).toBeEnabled();
    expect(mockGoToGateway).not.toHaveBeenCalled();
  });
});
