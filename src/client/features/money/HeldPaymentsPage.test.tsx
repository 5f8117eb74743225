import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ORDER_API } from '../../../shared/apiPaths/orderPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { english } from '../../testing/english';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { addHeldPayment, gatewayStore } from '../../testing/handlers/gatewayHandlers';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';

const PATH = '/dashboard/held-payments';
const TITLE = 'The God of Small Things';
const orderOf = (title: string) => serverOrders.find(({ bookTitle }) => bookTitle === title)!;

async function openAsAdmin() {
  signedInAs('admin@demo.test');
  const page = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Payments held for review' });
  return page;
}

const card = () => screen.findByRole('article', { name: TITLE });

describe('payments held for review (admin)', () => {
  it('lists a held payment: the book, the buyer, the amount in Taka, the method, the risk, when', async () => {
    const held = addHeldPayment(TITLE);
    await openAsAdmin();

    expect(screen.getByText(english('money.heldIntro'))).toBeVisible();
    const shown = await card();
    for (const text of [
      english('money.orderNumber', { order: `#${held.order_id.slice(0, 8)}` }),
      english('money.buyer', { name: 'buyer@demo.test' }),
      english('money.amountPaid', { taka: 'TK 250' }),
      english('money.paidWith', { method: 'BKASH-BKash' }),
      english('money.risk', { risk: 'Card or wallet used from an unusual place' }),
      'Nov 26, 2026',
    ]) {
      expect(shown).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: 'Payments held for review' })).toHaveAttribute(
      'href',
      PATH,
    );
  });

  it('says so when none is held', async () => {
    await openAsAdmin();
    expect(await screen.findByText('No payments are held for review.')).toBeVisible();
  });

  it('offers to try again when the list cannot be read', async () => {
    server.use(
      http.get(apiUrl(ORDER_API.heldPayments.route), () =>
        errorResponse(500, SERVER_ERRORS.internal),
      ),
    );
    await openAsAdmin();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('No payments are held for review.')).toBeNull();
  });

  it('accepts a payment: the order is paid and the payment leaves the list', async () => {
    const held = addHeldPayment(TITLE);
    const requests = recordRequests();
    const { user } = await openAsAdmin();

    await user.click(
      within(await card()).getByRole('button', {
        name: english('money.acceptPaymentOf', { title: TITLE }),
      }),
    );
    expect(
      await screen.findByText(english('money.paymentAccepted', { title: TITLE })),
    ).toBeVisible();
    expect(await screen.findByText('No payments are held for review.')).toBeVisible();
    expect(orderOf(TITLE).status).toBe('paid');
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toContain(
      `POST /admin/held-payments/${held._id}/accept`,
    );
  });

  it('asks before refunding: Cancel changes nothing, Refund takes the payment off the list', async () => {
    addHeldPayment(TITLE);
    const { user } = await openAsAdmin();
    const refund = async () =>
      user.click(
        within(await card()).getByRole('button', {
          name: english('money.refundPaymentOf', { title: TITLE }),
        }),
      );

    await refund();
    let dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent(
      english('money.refundPaymentIntro', {
        buyer: 'buyer@demo.test',
        taka: 'TK 250',
        title: TITLE,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gatewayStore.held).toHaveLength(1);

    await refund();
    dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    await user.click(within(dialog).getByRole('button', { name: english('money.confirmRefund') }));
    expect(
      await screen.findByText(english('money.paymentRefunded', { title: TITLE })),
    ).toBeVisible();
    expect(await screen.findByText('No payments are held for review.')).toBeVisible();
    expect(gatewayStore.held).toHaveLength(0);
    expect(orderOf(TITLE).status).toBe('unpaid');
  });

  it('shows a refusal in the dialog, and the list refreshes: it was decided elsewhere', async () => {
    addHeldPayment(TITLE);
    const { user } = await openAsAdmin();
    await user.click(
      within(await card()).getByRole('button', {
        name: english('money.refundPaymentOf', { title: TITLE }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    gatewayStore.held.length = 0;
    await user.click(within(dialog).getByRole('button', { name: english('money.confirmRefund') }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVER_ERRORS.notFound);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No payments are held for review.')).toBeVisible();
  });

  it('turns a buyer away at the guard, without asking for the held payments', async () => {
    addHeldPayment(TITLE);
    const requests = recordRequests();
    signedInAs('buyer@demo.test');
    const { router } = renderRoute(PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some(({ path }) => path.startsWith('/admin/'))).toBe(false);
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Payments held for review' })).toBeNull();
  });
});
