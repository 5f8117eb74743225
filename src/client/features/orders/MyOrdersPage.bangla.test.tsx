import { screen, within } from '@testing-library/react';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { signedInAs } from '../../testing/session';
import { bangla } from '../../testing/english';
import { saveReview } from '../../testing/handlers/reviewStore';
import { serverOrders } from '../../testing/handlers/ordersHandlers';

describe('my orders page in Bangla', () => {
  it('shows the table in Bangla, prices and the pay-by date in Bangla digits', async () => {
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', '/dashboard/myorders');

    const table = await screen.findByRole('table', { name: 'আপনার অর্ডার ও সেগুলোর পেমেন্ট' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'বইয়ের নাম',
      'বিক্রেতার নাম',
      'বিক্রেতার ইমেইল',
      'দেখা করার জায়গা',
      'দাম',
      'পেমেন্ট',
      'আপনার রেটিং',
    ]);
    const unpaid = screen.getByRole('row', { name: /^The God of Small Things/ });
    expect(within(unpaid).getByText('৳২৫০')).toBeVisible();
    // date-fns's bn: Bangla month names, Bangla digits, no ASCII digit left.
    const payBy = within(unpaid).getByText(/-এর মধ্যে পেমেন্ট করুন$/);
    expect(payBy.textContent).toMatch(/[০-৯]/);
    expect(payBy.textContent).not.toMatch(/[0-9]/);
    // The meeting places are the buyers' own words ('Zindabazar, Sylhet'), not catalogue texts.
    expectNoEnglishLeft();
  });

  it("rates the seller in Bangla: the dialog, its stars, counter and messages, the row's stars", async () => {
    // The book was handed over: only now may its buyer rate the seller.
    Object.assign(
      serverOrders.find(({ bookTitle }) => bookTitle === 'Lalsalu')!,
      {
        status: 'handed_over',
        paid: true,
      },
    );
    signedInAs('buyer@demo.test');
    const { user } = await renderRouteIn('bn', '/dashboard/myorders');
    const handedOver = await screen.findByRole('row', { name: /^Lalsalu/ });

    await user.click(within(handedOver).getByRole('button', { name: bangla('orders.rateSeller') }));
    const dialog = await screen.findByRole('dialog', {
      name: bangla('orders.reviewDialogTitle', { seller: 'Rahim Uddin' }),
    });
    await user.click(within(dialog).getByRole('button', { name: bangla('orders.submitReview') }));
    expect(within(dialog).getByText('১ থেকে ৫ স্টারের মধ্যে বেছে নিন।')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: '৪ স্টার' })).toBeInTheDocument();
    expect(within(dialog).getByText('১,০০০-এর মধ্যে ০ অক্ষর')).toBeVisible();
    expectNoEnglishLeft(dialog);

    // Rated in another tab meanwhile: the refusal in Bangla, the row's stars read in Bangla.
    saveReview(
      serverOrders.find(({ bookTitle }) => bookTitle === 'Lalsalu')!,
      { rating: 4 },
    );
    await user.click(within(dialog).getByRole('radio', { name: '৫ স্টার' }));
    await user.click(within(dialog).getByRole('button', { name: bangla('orders.submitReview') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'এই অর্ডারে আপনি আগেই রেটিং দিয়েছেন।',
    );
    expect(
      await within(handedOver).findByRole('img', { name: 'আপনি ৫-এর মধ্যে ৪ স্টার দিয়েছেন' }),
    ).toBeVisible();
    expectNoEnglishLeft();
  });
});
