import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { MOCK_SELLER_PHONE } from '../../testing/handlers/orderPageHandlers';
import { MOCK_HANDOVER_CODE, serverOrders } from '../../testing/handlers/ordersHandlers';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';

const HOUR = 3_600_000;
const orderOf = (title: string) => serverOrders.find(({ bookTitle }) => bookTitle === title)!;

/** The demo buyer's order of 'The God of Small Things', made a cash order proposed by them. */
function cashOrder() {
  return Object.assign(orderOf('The God of Small Things'), {
    payment_method: 'cash' as const,
    meetup_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    meetup_proposed_by: 'buyer' as const,
    pay_by: null,
  });
}

function openOrder(id: string, as: string) {
  signedInAs(as);
  return renderRoute(`/dashboard/orders/${id}`);
}
const state = () => within(screen.getByRole('region', { name: 'Where it stands' }));

describe('the order page', () => {
  it("shows the buyer the seller's number, the history, and the handover code with its QR code", async () => {
    const order = cashOrder();
    const { user } = openOrder(order._id, 'buyer@demo.test');
    expect(await screen.findByRole('link', { name: 'The God of Small Things' })).toBeVisible();
    expect(state().getByText(/^To be paid in cash when you meet/)).toBeVisible();
    expect(screen.getByRole('link', { name: MOCK_SELLER_PHONE })).toHaveAttribute(
      'href',
      `tel:${MOCK_SELLER_PHONE}`,
    );
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/You placed the order/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Stay safe when you buy' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show handover code' }));
    expect(await screen.findByText(MOCK_HANDOVER_CODE)).toBeVisible();
    expect(
      screen.getByRole('img', { name: `QR code of your handover code ${MOCK_HANDOVER_CODE}` }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Scan the code' })).toBeNull();
  });

  it("lets the seller type the buyer's code: the order is handed over", async () => {
    const order = cashOrder();
    const { user } = openOrder(order._id, 'seller@demo.test');
    const code = await screen.findByRole('textbox', { name: 'The buyer’s handover code' });
    expect(screen.getByText(/You are selling this book to Karim Ahmed/)).toBeVisible();
    // No camera scan where the browser has no barcode reader.
    expect(screen.queryByRole('button', { name: 'Scan the code' })).toBeNull();
    await user.type(code, MOCK_HANDOVER_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm handover' }));
    expect(await state().findByText('Handed over: the sale is complete.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'The buyer’s handover code' })).toBeNull();
    expect(screen.getByText(/Mobile numbers are shown only while/)).toBeVisible();
  });

  it("takes the code of the buyer's QR link the seller's phone camera opened, out of the address", async () => {
    const order = cashOrder();
    signedInAs('seller@demo.test');
    const { router, user } = renderRoute(
      `/dashboard/orders/${order._id}#handover=${MOCK_HANDOVER_CODE}`,
    );
    const code = await screen.findByRole('textbox', { name: 'The buyer’s handover code' });
    expect(code).toHaveValue(MOCK_HANDOVER_CODE);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe(`/dashboard/orders/${order._id}`);
    await user.click(screen.getByRole('button', { name: 'Confirm handover' }));
    expect(await state().findByText('Handed over: the sale is complete.')).toBeVisible();
  });

  describe('where the browser reads QR codes with its camera', () => {
    const stopCamera = jest.fn();
    const realMediaDevices = navigator.mediaDevices;
    /** What the camera sees: the QR codes' texts, in turn. */
    let seen: string[] = [];
    beforeEach(() => {
      Object.assign(globalThis, {
        BarcodeDetector: class {
          detect = () => Promise.resolve([{ rawValue: seen.shift() ?? '' }]);
        },
      });
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop: stopCamera }] }) },
      });
      jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    });
    afterEach(() => {
      delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: realMediaDevices,
      });
      jest.restoreAllMocks();
    });

    it("lets the seller scan the buyer's QR code: the code read completes the sale and the camera stops", async () => {
      const order = cashOrder();
      const link = (id: string) =>
        `${window.location.origin}/dashboard/orders/${id}#handover=${MOCK_HANDOVER_CODE}`;
      // Another order's link is passed over (no wrong try toward the lock); this one's is read.
      seen = [link('0f6a2c4e-1b3d-4e5f-8a71-2c9d4e6f8b21'), link(order._id)];
      const { user } = openOrder(order._id, 'seller@demo.test');
      await user.click(await screen.findByRole('button', { name: 'Scan the code' }));
      expect(
        await state().findByText('Handed over: the sale is complete.', {}, { timeout: 3000 }),
      ).toBeVisible();
      expect(stopCamera).toHaveBeenCalled();
    });
  });

  it("lets the seller agree to the buyer's time and propose another, checked before it is sent", async () => {
    const order = cashOrder();
    const { user } = openOrder(order._id, 'seller@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Agree to this time' }));
    expect(await screen.findByText('Both of you agreed to this time.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agree to this time' })).toBeNull();

    const field = screen.getByLabelText('New meet-up time');
    fireEvent.change(field, { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(await screen.findByText('Choose a time that has not passed yet.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    const tomorrow = new Date(Date.now() + 26 * HOUR);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T${pad(tomorrow.getHours())}:${pad(tomorrow.getMinutes())}`;
    fireEvent.change(field, { target: { value: local } });
    await user.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(
      await screen.findByText('You proposed this time; waiting for Karim Ahmed to agree.'),
    ).toBeVisible();
    expect(order.meetup_proposed_by).toBe('seller');
  });

  it("shows the server's refusal next to the meet-up field", async () => {
    server.use(
      http.put(apiUrl(API.orderMeetup.route), () =>
        errorResponse(400, SERVER_ERRORS.meetupOutOfRange),
      ),
    );
    const order = cashOrder();
    const { user } = openOrder(order._id, 'buyer@demo.test');
    const field = await screen.findByLabelText('New meet-up time');
    const later = new Date(Date.now() + 30 * HOUR);
    const pad = (n: number) => String(n).padStart(2, '0');
    fireEvent.change(field, {
      target: {
        value: `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T${pad(later.getHours())}:${pad(later.getMinutes())}`,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(await screen.findByText(SERVER_ERRORS.meetupOutOfRange)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the buyer cancel a cash order before its meet-up', async () => {
    const order = cashOrder();
    const { user } = openOrder(order._id, 'buyer@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await state().findByText('Cancelled: the buyer cancelled it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('lets the buyer report a problem after an online handover, then shows the report', async () => {
    const order = Object.assign(orderOf('Lalsalu'), {
      status: 'handed_over' as const,
      handed_over_at: new Date(Date.now() - HOUR).toISOString(),
    });
    const { user } = openOrder(order._id, 'buyer@demo.test');
    await user.click(await screen.findByRole('radio', { name: 'Not received' }));
    await user.type(screen.getByLabelText('Describe the problem (optional)'), 'Nobody came.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You reported a problem (not received). The admin will look at it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });

  it('reads an order of someone else as missing', async () => {
    openOrder(cashOrder()._id, 'newseller@demo.test');
    expect(await screen.findByText(SERVER_ERRORS.orderNotFound)).toBeVisible();
  });
});
