import { screen, waitFor, within } from '@testing-library/react';
import { VALIDATION } from '../../../shared/messages';
import { english } from '../../testing/english';
import { addProblem, balanceOf, moneyStore } from '../../testing/handlers/moneyStore';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const PATH = '/dashboard/order-problems';
const TITLE = 'Aguner Poroshmoni';

async function openAsAdmin() {
  signedInAs('admin@demo.test');
  const page = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: english('pages.orderProblems') });
  return page;
}

/** Resolves the card's problem one way, writing `note` in the dialog. */
async function resolve(
  user: ReturnType<typeof renderRoute>['user'],
  action: 'money.refundBuyerOf' | 'money.closeReportOf',
  title: 'money.refundTitle' | 'money.closeTitle',
  confirm: 'money.confirmRefund' | 'money.confirmClose',
  note: string,
) {
  const card = await screen.findByRole('article', { name: TITLE });
  await user.click(within(card).getByRole('button', { name: english(action, { title: TITLE }) }));
  const dialog = await screen.findByRole('dialog', { name: english(title) });
  if (note) await user.type(within(dialog).getByLabelText(english('money.note')), note);
  await user.click(within(dialog).getByRole('button', { name: english(confirm) }));
  return dialog;
}

describe('order problems (admin)', () => {
  it('shows an open report: the order, the book, both people, the reason and the words', async () => {
    const problem = addProblem();
    await openAsAdmin();

    const card = await screen.findByRole('article', { name: TITLE });
    for (const text of [
      english('money.orderNumber', { order: `#${problem.order_id.slice(0, 8)}` }),
      english('money.price', { price: 'TK 350' }),
      english('money.buyer', { name: 'Karim Ahmed' }),
      english('money.sellerName', { name: 'Rahim Uddin' }),
      english('money.notAsDescribed'),
      'Half of the pages are missing.',
      'Nov 25, 2026',
    ]) {
      expect(card).toHaveTextContent(text);
    }
  });

  it('says so when no report is open', async () => {
    await openAsAdmin();
    expect(await screen.findByText(english('money.problemsEmpty'))).toBeVisible();
  });

  it('refunds the buyer with a note: the report leaves the queue, the seller’s balance drops', async () => {
    const problem = addProblem();
    const { user } = await openAsAdmin();

    const dialog = await resolve(
      user,
      'money.refundBuyerOf',
      'money.refundTitle',
      'money.confirmRefund',
      '',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      VALIDATION.reportNoteRequired,
    );
    await user.type(
      within(dialog).getByLabelText(english('money.note')),
      'Pages missing, refunded.',
    );
    await user.click(within(dialog).getByRole('button', { name: english('money.confirmRefund') }));

    expect(await screen.findByText(english('money.refunded', { title: TITLE }))).toBeVisible();
    expect(await screen.findByText(english('money.problemsEmpty'))).toBeVisible();
    expect(problem).toMatchObject({ outcome: 'refunded', note: 'Pages missing, refunded.' });
    expect(balanceOf('seller@demo.test')).toBe(250);
  });

  it('closes a report with a note, refunding nothing', async () => {
    const problem = addProblem({ reason: 'not_received', details: '' });
    const requests = recordRequests();
    const { user } = await openAsAdmin();
    const card = await screen.findByRole('article', { name: TITLE });
    expect(card).toHaveTextContent(english('money.notReceived'));
    expect(card).toHaveTextContent(english('money.noDescription'));

    await resolve(
      user,
      'money.closeReportOf',
      'money.closeTitle',
      'money.confirmClose',
      'Handed over in person.',
    );

    expect(await screen.findByText(english('money.closed', { title: TITLE }))).toBeVisible();
    expect(await screen.findByText(english('money.problemsEmpty'))).toBeVisible();
    await waitFor(() =>
      expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({
        outcome: 'closed',
        note: 'Handed over in person.',
      }),
    );
    expect(problem.outcome).toBe('closed');
    expect(balanceOf('seller@demo.test')).toBe(600);
    expect(moneyStore.ledgers.get('seller@demo.test')).toHaveLength(3);
  });

  it('turns a seller away at the guard, without asking for the reports', async () => {
    addProblem();
    const requests = recordRequests();
    signedInAs('seller@demo.test');
    const { router } = renderRoute(PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some(({ path }) => path.startsWith('/admin/'))).toBe(false);
    expect(screen.queryByText('Half of the pages are missing.')).toBeNull();
  });
});
