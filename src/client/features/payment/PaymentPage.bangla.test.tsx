import { screen } from '@testing-library/react';
import { orderTitled, UNPAID } from '../../testing/paymentTestKit';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { signedInAs } from '../../testing/session';
import { resetPayments } from '../../testing/handlers/paymentsHandlers';

describe('payment page in Bangla', () => {
  it('asks for the price in taka with Bangla digits and shows the test-mode form in Bangla', async () => {
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', `/dashboard/payment/${orderTitled(UNPAID)._id}`);

    expect(await screen.findByText('অনুগ্রহ করে আপনার অর্ডারের জন্য ৳২৫০ পেমেন্ট করুন')).toBeVisible();
    expect(screen.getByText('টেস্ট মোড')).toBeVisible();
    expect(screen.getByLabelText('কার্ড নম্বর')).toBeVisible();
    expect(screen.getByLabelText('মেয়াদ শেষের তারিখ (মাস/বছর)')).toHaveAttribute(
      'placeholder',
      'মাস/বছর',
    );
    expectNoEnglishLeft();
  });

  it('offers bKash, Nagad, Rocket or card in Bangla when SSLCommerz is configured', async () => {
    resetPayments({ provider: 'test', currency: 'bdt', wallets: true });
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', `/dashboard/payment/${orderTitled(UNPAID)._id}`);

    expect(await screen.findByRole('button', { name: 'বিকাশ, নগদ, রকেট বা কার্ড' })).toBeVisible();
    expect(screen.getByText('অথবা এখানেই কার্ডে পেমেন্ট করুন')).toBeVisible();
    expectNoEnglishLeft();
  });

  it('says the amount in dollars with Bangla digits when the server charges usd', async () => {
    resetPayments({ provider: 'test', currency: 'usd', wallets: false });
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', `/dashboard/payment/${orderTitled(UNPAID)._id}`);

    expect(await screen.findByText('অনুগ্রহ করে আপনার অর্ডারের জন্য $২৫০ পেমেন্ট করুন')).toBeVisible();
  });
});
