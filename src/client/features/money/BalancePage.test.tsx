import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { server } from '../../testing/server';
import { english } from '../../testing/english';
import { moneyStore } from '../../testing/handlers/moneyStore';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const PATH = '/dashboard/balance';

async function openAsSeller() {
  signedInAs('seller@demo.test');
  const page = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: english('pages.balance') });
  return page;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('a seller’s Balance', () => {
  it('shows what is held for them and its rows, newest first', async () => {
    await openAsSeller();

    // 450 and 350 handed over, 200 paid out.
    expect(await screen.findByText('TK 600')).toBeVisible();
    expect(screen.getByText(english('money.yourBalance'))).toBeVisible();
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Nov 24, 2026', english('money.handover', { title: 'Aguner Poroshmoni' }), '+TK 350'],
      [
        'Nov 22, 2026',
        `${english('money.payout')}${english('money.reference', { note: 'bKash 8N7A6B5C4D' })}`,
        '−TK 200',
      ],
      ['Nov 20, 2026', english('money.handover', { title: 'Pather Panchali' }), '+TK 450'],
    ]);
  });

  it('says so when nothing is held yet', async () => {
    moneyStore.ledgers.delete('seller@demo.test');
    await openAsSeller();

    expect(await screen.findByText(english('money.balanceEmpty'))).toBeVisible();
    expect(screen.getByText('TK 0')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the balance could not be loaded, and loads it on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.balance.route), () => {
        if (failures >= 4) return undefined;
        failures += 1;
        return errorResponse(500, SERVER_ERRORS.internal);
      }),
    );
    const { user } = await openAsSeller();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('listing.loadFailed'));
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));
    expect(await screen.findByText('TK 600')).toBeVisible();
  });

  it('is in the seller’s menu after My Products and Orders for my books', async () => {
    await openAsSeller();
    const menu = screen.getByRole('navigation', { name: english('pages.dashboard') });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const products = names.indexOf(english('pages.myProducts'));
    expect(names.slice(products + 1, products + 3)).toEqual([
      english('pages.sellerOrders'),
      english('pages.balance'),
    ]);
  });

  it('turns a buyer away at the guard, without asking for a balance', async () => {
    const requests = recordRequests();
    signedInAs('buyer@demo.test');
    const { router } = renderRoute(PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some(({ path }) => path === '/balance')).toBe(false);
    expect(screen.queryByText('TK 600')).toBeNull();
  });
});
