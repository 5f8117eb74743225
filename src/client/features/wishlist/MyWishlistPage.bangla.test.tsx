import { screen, within } from '@testing-library/react';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { signedInAs } from '../../testing/session';

describe('my wishlist in Bangla', () => {
  it('offers Remove in Bangla on each card and opens the order form in Bangla', async () => {
    signedInAs('buyer@demo.test');
    const { user } = await renderRouteIn('bn', '/dashboard/mywishlist');

    const [remove] = await screen.findAllByRole('button', { name: /^সরিয়ে দিন / });
    expect(remove).toBeVisible();
    const [article] = screen.getAllByRole('article');
    const title = article!.querySelector('h2, h3')?.textContent ?? '';
    const buy = within(article!)
      .getAllByRole('button')
      .find((button) => !/সরিয়ে/.test(button.textContent ?? ''));
    await user.click(buy!);

    const dialog = await screen.findByRole('dialog', { name: `${title} অর্ডার করুন` });
    expect(within(dialog).getByLabelText('দেখা করার জায়গা')).toBeVisible();
    expect((within(dialog).getByLabelText('দাম') as HTMLInputElement).value).toMatch(/^৳[০-৯,]+$/);
    expect(within(dialog).getByRole('button', { name: 'জমা দিন' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeVisible();
    expectNoEnglishLeft(dialog);
    expectNoEnglishLeft();
  });
});
