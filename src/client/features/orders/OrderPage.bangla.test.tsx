import { screen, within } from '@testing-library/react';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { bangla } from '../../testing/english';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

describe('the order page in Bangla', () => {
  it('says the state, the meet-up, the price and the history in Bangla, dates in Bangla digits', async () => {
    const order = Object.assign(
      serverOrders.find(({ bookTitle }) => bookTitle === 'The God of Small Things')!,
      {
        payment_method: 'cash' as const,
        meetup_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
        meetup_proposed_by: 'buyer' as const,
        pay_by: null,
      },
    );
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', `/dashboard/orders/${order._id}`);

    expect(await screen.findByRole('link', { name: 'The God of Small Things' })).toBeVisible();
    expect(screen.getByText(bangla('orderPage.buyerCashAtMeetup'))).toBeVisible();
    expect(screen.getByText('৳২৫০')).toBeVisible();
    const history = screen.getByRole('region', { name: bangla('orderPage.historyHeading') });
    const placed = await within(history).findByText(/অর্ডার করেছেন/);
    const time = placed.closest('li')!.querySelector('time')!;
    expect(time.textContent).toMatch(/[০-৯]/);
    expect(time.textContent).not.toMatch(/[0-9]/);
    expectNoEnglishLeft();
  });

  it('says in Bangla that a payment on the gateway is held for review', async () => {
    const order = serverOrders.find(({ bookTitle }) => bookTitle === 'The God of Small Things')!;
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', `/dashboard/orders/${order._id}?payment=held`);

    expect(await screen.findByRole('alert')).toHaveTextContent(bangla('orderPage.returnHeld'));
    expectNoEnglishLeft();
  });
});
