import { screen, within } from '@testing-library/react';
import { bangla } from '../../testing/english';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { addHeldPayment } from '../../testing/handlers/gatewayHandlers';
import { addProblem } from '../../testing/handlers/moneyStore';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

describe('the money pages in Bangla', () => {
  it('shows a seller’s Balance in Bangla, in taka and Bangla digits', async () => {
    signedInAs('seller@demo.test');
    await renderRouteIn('bn', '/dashboard/balance');

    expect(await screen.findByText('৳৬০০')).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByText(bangla('money.payout'))).toBeVisible();
    expect(within(table).getByText('−৳২০০')).toBeVisible();
    expect(
      within(table).getByText(bangla('money.handover', { title: 'Pather Panchali' })),
    ).toBeVisible();
    expectNoEnglishLeft();
  });

  it('shows Balances due and its payout form in Bangla', async () => {
    signedInAs('admin@demo.test');
    const { user } = await renderRouteIn('bn', '/dashboard/balances');
    const record = bangla('money.recordPayoutTo', { name: 'Rahim Uddin' });
    await user.click(await screen.findByRole('button', { name: record }));
    const dialog = await screen.findByRole('dialog', { name: record });
    await user.click(within(dialog).getByRole('button', { name: bangla('money.confirmPayout') }));

    expect(within(dialog).getByLabelText(bangla('money.payoutAmount'))).toHaveAccessibleDescription(
      'টাকার পরিমাণ সংখ্যায় লিখুন, যেমন ৫০০।',
    );
    expect(
      within(dialog).getByLabelText(bangla('money.payoutReference')),
    ).toHaveAccessibleDescription('পেমেন্টের রেফারেন্স লিখুন, যেমন বিকাশের ট্রানজ্যাকশন আইডি।');
    expectNoEnglishLeft();
  });

  it('shows the order problems in Bangla', async () => {
    addProblem({ details: 'অর্ধেক পাতা নেই।' });
    signedInAs('admin@demo.test');
    await renderRouteIn('bn', '/dashboard/order-problems');

    const card = await screen.findByRole('article', { name: 'Aguner Poroshmoni' });
    expect(card).toHaveTextContent(bangla('money.notAsDescribed'));
    expect(
      within(card).getByRole('button', {
        name: bangla('money.refundBuyerOf', { title: 'Aguner Poroshmoni' }),
      }),
    ).toBeVisible();
    expectNoEnglishLeft();
  });

  it('shows the payments held for review in Bangla, the amount in taka', async () => {
    // The risk title is the gateway's own English words, not ours; one that no catalogue text
    // matches keeps the check on our texts.
    addHeldPayment('The God of Small Things', { risk_title: 'Risky transaction' });
    signedInAs('admin@demo.test');
    const { user } = await renderRouteIn('bn', '/dashboard/held-payments');

    const card = await screen.findByRole('article', { name: 'The God of Small Things' });
    expect(card).toHaveTextContent(bangla('money.amountPaid', { taka: '৳২৫০' }));
    await user.click(
      within(card).getByRole('button', {
        name: bangla('money.refundPaymentOf', { title: 'The God of Small Things' }),
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: bangla('money.refundPaymentTitle') }),
    ).toBeVisible();
    expectNoEnglishLeft();
  });
});
