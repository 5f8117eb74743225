import { screen, within } from '@testing-library/react';
import { translate } from '../../i18n/i18n';
import { categoryFixtures } from '../../testing/handlers/categoriesHandlers';
import { nextTestId } from '../../testing/handlers/errorResponse';
import { addNotification } from '../../testing/handlers/notificationsHandlers';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

/** The about page in Bangla, once its chunk has rendered: the header and footer around it. */
async function renderAboutIn() {
  const rendered = await renderRouteIn('bn', '/about');
  await screen.findByRole('heading', { level: 1, name: 'আমাদের দলের সঙ্গে পরিচিত হোন' });
  return rendered;
}

describe('header and footer in Bangla', () => {
  it('names the links, the Books menu, the search box and the skip link in Bangla', async () => {
    const { user } = await renderAboutIn();
    const navigation = screen.getByRole('navigation', { name: '' });

    for (const name of ['হোম', 'আমাদের কথা', 'ব্লগ', 'সাইন ইন']) {
      expect(within(navigation).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'মূল অংশে চলে যান' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(
      within(screen.getByRole('search')).getByRole('searchbox', {
        name: translate('header.searchLabel'),
      }),
    ).toBeInTheDocument();

    await user.click(within(navigation).getByRole('button', { name: 'বই' }));
    for (const category of categoryFixtures) {
      expect(
        await within(navigation).findByRole('link', { name: category.category_name_bn }),
      ).toBeInTheDocument();
    }
    expect(screen.getByText('ফোন: পাওয়া যায়নি')).toBeInTheDocument();
    expect(
      screen.getByText('কপিরাইট © ২০২৩ Used Book Resale। সর্বস্বত্ব সংরক্ষিত।'),
    ).toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it('opens and closes the phone menu with a toggle named in Bangla', async () => {
    const { user } = await renderAboutIn();
    const toggle = screen.getByRole('button', { name: 'মেনু খুলুন বা বন্ধ করুন' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'ভাষা' })).toBeInTheDocument();
    expectNoEnglishLeft();

    await user.click(screen.getByRole('link', { name: 'ব্লগ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ব্লগ' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Dashboard and Log Out in Bangla to a signed-in user', async () => {
    signedInAs('buyer@demo.test');
    await renderAboutIn();
    const navigation = screen.getByRole('navigation', { name: '' });

    expect(await within(navigation).findByRole('link', { name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: 'লগ আউট' })).toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it('counts the unread notifications in Bangla digits, in the header and the side menu', async () => {
    for (let index = 0; index < 3; index += 1)
      addNotification('buyer@demo.test', 'order_cancelled', {
        order_id: nextTestId(),
        listing_id: null,
        book_title: 'Lalsalu',
        reason: 'expired',
      });
    signedInAs('buyer@demo.test');
    await renderRouteIn('bn', '/dashboard/myorders');

    const bell = await within(screen.getByRole('banner')).findByRole('link', {
      name: 'নোটিফিকেশন, ৩টি পড়া হয়নি',
    });
    expect(bell).toHaveTextContent(/^৩$/);
    const sideMenu = await screen.findByRole('navigation', { name: 'ড্যাশবোর্ড' });
    expect(
      within(sideMenu).getByRole('link', { name: 'নোটিফিকেশন, ৩টি পড়া হয়নি' }),
    ).toHaveTextContent('নোটিফিকেশন৩');
  });
});
