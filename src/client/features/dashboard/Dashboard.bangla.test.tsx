import { screen, waitFor, within } from '@testing-library/react';
import { usersApi } from '../../api/usersApi';
import { translate } from '../../i18n/i18n';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

/** The dashboard in Bangla, once GET /iswhat has given the menu its role. */
async function openDashboardInBangla(email: string, path = '/dashboard') {
  signedInAs(email);
  const page = await renderRouteIn('bn', path);
  await screen.findByRole('navigation', { name: translate('pages.dashboard') });
  await waitFor(() =>
    expect(usersApi.endpoints.getRole.select(email)(page.store.getState()).isSuccess).toBe(true),
  );
  return page;
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('dashboard in Bangla', () => {
  it("shows a seller's side menu in Bangla", async () => {
    await openDashboardInBangla('seller@demo.test');
    const menu = screen.getByRole('navigation', { name: translate('pages.dashboard') });

    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent)
          .slice(1),
      ).toEqual([
        translate('pages.home'),
        'মেসেজ',
        'নোটিফিকেশন',
        ...(
          ['myWishlist', 'myOrders', 'addProduct', 'myProducts', 'sellerOrders', 'balance'] as const
        ).map((page) => translate(`pages.${page}`)),
      ]),
    );
    expect(screen.getAllByRole('button', { name: 'ড্যাশবোর্ড মেনু' })[0]).toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it('shows the profile in Bangla, the role named in Bangla', async () => {
    await openDashboardInBangla('seller@demo.test', '/dashboard/profile');

    await waitFor(() => expect(fact('অ্যাকাউন্টের ধরন')).toHaveTextContent('বিক্রেতা'));
    expect(fact('ইমেইল')).toHaveTextContent('seller@demo.test');
    expect(fact('ফোন')).toHaveTextContent(translate('labels.notFound'));
    expect(await screen.findByLabelText('অ্যাপে যাচাই হয়েছে: হ্যাঁ')).toHaveTextContent('হ্যাঁ');
    expectNoEnglishLeft();
  });
});
