import { screen, waitFor, within } from '@testing-library/react';
import { SERVER_ERRORS } from '../../../shared/messages';
import { english } from '../../testing/english';
import { addLedgerEntry, balanceOf, moneyStore } from '../../testing/handlers/moneyStore';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const PATH = '/dashboard/balances';
const SELLER = 'Rahim Uddin';

async function openAsAdmin() {
  signedInAs('admin@demo.test');
  const page = renderRoute(PATH);
  const table = await screen.findByRole('table');
  return { ...page, table };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** Opens 'Record a payout' for the demo seller and fills it in. */
async function fillPayout(user: ReturnType<typeof renderRoute>['user'], amount: string) {
  await user.click(
    screen.getByRole('button', { name: english('money.recordPayoutTo', { name: SELLER }) }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: english('money.recordPayoutTo', { name: SELLER }),
  });
  await user.type(within(dialog).getByLabelText(english('money.payoutAmount')), amount);
  await user.type(within(dialog).getByLabelText(english('money.payoutReference')), 'bKash 9Z9Z');
  await user.click(within(dialog).getByRole('button', { name: english('money.confirmPayout') }));
  return dialog;
}

describe('Balances due (admin)', () => {
  it('lists the sellers owed something, most owed first', async () => {
    const { table } = await openAsAdmin();

    expect(rowsOf(table)).toEqual([
      `${SELLER}seller@demo.testTK 600${english('money.recordPayout')}`,
      `Nusrat Jahannewseller@demo.testTK 120${english('money.recordPayout')}`,
    ]);
  });

  it('records a payout: a toast, and the list refreshes', async () => {
    const { user, table } = await openAsAdmin();
    await fillPayout(user, '250');

    expect(
      await screen.findByText(english('money.payoutRecorded', { taka: 'TK 250', name: SELLER })),
    ).toBeVisible();
    await waitFor(() => expect(rowsOf(table)[0]).toContain('TK 350'));
    expect(balanceOf('seller@demo.test')).toBe(350);
    expect(moneyStore.ledgers.get('seller@demo.test')?.[0]).toMatchObject({
      kind: 'payout',
      amount: -250,
      note: 'bKash 9Z9Z',
    });
  });

  it('says under the amount when it is more than the seller is owed', async () => {
    const { user } = await openAsAdmin();
    const dialog = await fillPayout(user, '601');

    const amount = within(dialog).getByLabelText(english('money.payoutAmount'));
    expect(amount).toHaveAccessibleDescription(SERVER_ERRORS.payoutOverBalance);
    expect(balanceOf('seller@demo.test')).toBe(600);
  });

  it('shows the server’s refusal under the amount when the balance fell meanwhile', async () => {
    const { user } = await openAsAdmin();
    // Another admin paid 500 out after this list was loaded.
    addLedgerEntry('seller@demo.test', { kind: 'payout', amount: -500, note: 'bank' });
    const requests = recordRequests();
    const dialog = await fillPayout(user, '300');

    const amount = within(dialog).getByLabelText(english('money.payoutAmount'));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(SERVER_ERRORS.payoutOverBalance),
    );
    expect(requests.filter(({ path }) => path === '/admin/payouts')).toHaveLength(1);
    expect(balanceOf('seller@demo.test')).toBe(100);
  });

  it('is in the admin’s menu', async () => {
    await openAsAdmin();
    const menu = screen.getByRole('navigation', { name: english('pages.dashboard') });
    expect(within(menu).getByRole('link', { name: english('pages.balancesDue') })).toHaveAttribute(
      'href',
      PATH,
    );
  });

  it('turns a seller away at the guard, without asking for the balances', async () => {
    const requests = recordRequests();
    signedInAs('seller@demo.test');
    const { router } = renderRoute(PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some(({ path }) => path.startsWith('/admin/'))).toBe(false);
  });
});
