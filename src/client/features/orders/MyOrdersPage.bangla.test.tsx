import { screen, within } from '@testing-library/react';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { signedInAs } from '../../testing/session';

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
});
