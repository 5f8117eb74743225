import { act, screen, waitFor, within } from '@testing-library/react';
import { GATEWAY_RETURN_RESULTS } from '../../../shared/gatewayResults';
import type { GatewayReturnResult } from '../../../shared/schemas';
import { english } from '../../testing/english';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';
import { PENDING_POLL_MS } from './PaymentReturnNotice';

const UNPAID = 'The God of Small Things';
const orderOf = (title: string) => serverOrders.find(({ bookTitle }) => bookTitle === title)!;

/** The buyer lands on the order page as SSLCommerz's return sends them there. */
async function backFromGateway(result: string, title = UNPAID) {
  const order = orderOf(title);
  signedInAs('buyer@demo.test');
  const page = renderRoute(`/dashboard/orders/${order._id}?payment=${result}`);
  await screen.findByRole('link', { name: title });
  return { ...page, order };
}

/** What the gateway said, as the page says it once (the state above says the rest). */
const NOTICES: Record<GatewayReturnResult, string> = {
  paid: english('orderPage.returnPaid'),
  held: english('orderPage.returnHeld'),
  failed: `${english('orderPage.returnFailed')} ${english('orderPage.returnStillPayable')}`,
  cancelled: `${english('orderPage.returnCancelled')} ${english('orderPage.returnStillPayable')}`,
  refunded: english('orderPage.returnRefunded'),
  pending: english('orderPage.returnPending'),
};

/** How the mock server holds the order when the gateway sends the buyer back with `result`. */
function orderAfter(result: GatewayReturnResult) {
  const order = orderOf(UNPAID);
  if (result === 'paid') Object.assign(order, { status: 'paid', paid: true, pay_by: null });
  if (result === 'refunded') {
    Object.assign(order, { status: 'cancelled', cancel_reason: 'sold_to_another_buyer' });
  }
}

describe('the order page after paying on SSLCommerz', () => {
  it.each(GATEWAY_RETURN_RESULTS)(
    'says once what the gateway said (%s), then takes it out of the address',
    async (result) => {
      orderAfter(result);
      const { router } = await backFromGateway(result);

      expect(await screen.findByRole('alert')).toHaveTextContent(NOTICES[result]);
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe(`/dashboard/orders/${orderOf(UNPAID)._id}`);
    },
  );

  it('leads back to paying when the payment failed or was cancelled', async () => {
    const { order } = await backFromGateway('failed');
    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByRole('link', { name: english('orderPage.payAgain') }),
    ).toHaveAttribute('href', `/dashboard/payment/${order._id}`);
  });

  it('fetches the order again on the way back: the page shows its new state, not the cached one', async () => {
    const order = orderOf(UNPAID);
    signedInAs('buyer@demo.test');
    const { router } = renderRoute(`/dashboard/orders/${order._id}`);
    const state = async () =>
      within(await screen.findByRole('region', { name: 'Where it stands' }));
    expect(await (await state()).findByText('Waiting for your online payment.')).toBeVisible();
    await act(() => router.navigate('/dashboard/myorders'));

    // Paid on the gateway's page meanwhile; the order page's answer is still in the cache.
    orderAfter('paid');
    const requests = recordRequests();
    await act(() => router.navigate(`/dashboard/orders/${order._id}?payment=paid`));
    expect(
      await (await state()).findByText(/^Paid online; the money is held until the handover/),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICES.paid);
    expect(requestsTo(requests, 'GET', `/orders/${order._id}`)).not.toHaveLength(0);
  });

  it('says nothing for an address it does not know', async () => {
    const { router } = await backFromGateway('maybe');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  describe('while the gateway has not confirmed the payment', () => {
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('asks for the order again until it is paid, then says it is', async () => {
      const { order } = await backFromGateway('pending');
      expect(await screen.findByRole('alert')).toHaveTextContent(NOTICES.pending);

      Object.assign(order, { status: 'paid', paid: true, pay_by: null });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
      });
      expect(await screen.findByText(NOTICES.paid)).toBeVisible();
      expect(screen.queryByText(NOTICES.pending)).toBeNull();
    });
  });
});
