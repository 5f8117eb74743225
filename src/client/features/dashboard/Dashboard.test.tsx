import { screen, waitFor, within } from '@testing-library/react';
import { API } from '../../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { usersApi } from '../../api/usersApi';
import { holdRequests } from '../../testing/holdRequests';
import { renderRoute } from '../../testing/renderWithProviders';
import { fakeIdentity, signedInAs } from '../../testing/session';

type Page = ReturnType<typeof renderRoute>;

const sideMenu = () => screen.getByRole('navigation', { name: 'Dashboard' });

/** The side menu's section links, without the 'View profile' link above them. */
const menuLinks = () =>
  within(sideMenu())
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => !name?.includes('View profile'));

async function openDashboard(email: string, path = '/dashboard'): Promise<Page> {
  signedInAs(email);
  const page = renderRoute(path);
  await screen.findByRole('navigation', { name: 'Dashboard' });
  // The role comes from GET /iswhat; until it answers the menu is a buyer's.
  await waitFor(() =>
    expect(usersApi.endpoints.getRole.select(email)(page.store.getState()).isSuccess).toBe(true),
  );
  return page;
}

/** The value next to a term of the profile card. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('dashboard', () => {
  describe('side menu', () => {
    it('offers a buyer Home, Messages, Notifications, My Wishlist and My Orders only', async () => {
      const { user } = await openDashboard('buyer@demo.test');

      // Going to another section renders the menu again, with the role /iswhat gave.
      await user.click(within(sideMenu()).getByRole('link', { name: 'My Orders' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
      expect(menuLinks()).toEqual([
        'Home',
        'Messages',
        'Notifications',
        'My Wishlist',
        'My Orders',
      ]);
      const hrefOf = (name: string) =>
        within(sideMenu()).getByRole('link', { name }).getAttribute('href');
      expect(hrefOf('Home')).toBe('/');
      expect(hrefOf('Messages')).toBe('/dashboard/messages');
      expect(hrefOf('Notifications')).toBe('/dashboard/notifications');
      expect(hrefOf('My Wishlist')).toBe('/dashboard/mywishlist');
      expect(hrefOf('My Orders')).toBe('/dashboard/myorders');
    });

    it('adds Add Product, My Products, Orders for my books and Balance for a seller', async () => {
      await openDashboard('seller@demo.test');

      await waitFor(() =>
        expect(menuLinks()).toEqual([
          'Home',
          'Messages',
          'Notifications',
          'My Wishlist',
          'My Orders',
          'Add Product',
          'My Products',
          'Orders for my books',
          'Balance',
        ]),
      );
      expect(within(sideMenu()).getByRole('link', { name: 'Add Product' })).toHaveAttribute(
        'href',
        '/dashboard/addproduct',
      );
      expect(within(sideMenu()).getByRole('link', { name: 'My Products' })).toHaveAttribute(
        'href',
        '/dashboard/myproducts',
      );
    });

    it('adds All Buyers, All Seller, Reports, Balances due, Order problems and Payments held for review for an admin', async () => {
      await openDashboard('admin@demo.test');

      await waitFor(() =>
        expect(menuLinks()).toEqual([
          'Home',
          'Messages',
          'Notifications',
          'My Wishlist',
          'My Orders',
          'All Buyers',
          'All Seller',
          'Reports',
          'Balances due',
          'Order problems',
          'Payments held for review',
        ]),
      );
      expect(within(sideMenu()).getByRole('link', { name: 'All Buyers' })).toHaveAttribute(
        'href',
        '/dashboard/allbuyers',
      );
      expect(within(sideMenu()).getByRole('link', { name: 'All Seller' })).toHaveAttribute(
        'href',
        '/dashboard/allsellers',
      );
      expect(within(sideMenu()).getByRole('link', { name: 'Reports' })).toHaveAttribute(
        'href',
        '/dashboard/reports',
      );
    });

    it('is a buyer menu until /iswhat answers', async () => {
      const release = holdRequests('get', API.roleOf.route);
      signedInAs('seller@demo.test');
      renderRoute('/dashboard');

      await screen.findByRole('navigation', { name: 'Dashboard' });
      expect(menuLinks()).toEqual([
        'Home',
        'Messages',
        'Notifications',
        'My Wishlist',
        'My Orders',
      ]);
      expect(fact('Role')).toHaveTextContent('buyer');
      release();

      expect(
        await within(sideMenu()).findByRole('link', { name: 'Add Product' }),
      ).toBeInTheDocument();
      expect(menuLinks()).toEqual([
        'Home',
        'Messages',
        'Notifications',
        'My Wishlist',
        'My Orders',
        'Add Product',
        'My Products',
        'Orders for my books',
        'Balance',
      ]);
      expect(fact('Role')).toHaveTextContent('seller');
    });

    it('links to the profile with the user name', async () => {
      const { user, router } = await openDashboard('buyer@demo.test', '/dashboard/myorders');

      const profileLink = within(sideMenu()).getByRole('link', { name: /View profile/ });
      expect(profileLink).toHaveTextContent('Karim Ahmed');
      expect(profileLink).toHaveAttribute('href', '/dashboard/profile');

      await user.click(profileLink);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Karim Ahmed' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard/profile');
    });

    it('logs out with the alert "log out successful"', async () => {
      const { user, router } = await openDashboard('buyer@demo.test');

      await user.click(within(sideMenu()).getByRole('button', { name: 'Logout' }));

      await waitFor(() => expect(window.alert).toHaveBeenCalledWith('log out successful'));
      expect(window.alert).toHaveBeenCalledTimes(1);
      expect(fakeIdentity.currentUser).toBeNull();
      expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
      expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/signin');
    });
  });

  describe('profile', () => {
    it.each(['/dashboard', '/dashboard/profile'])(
      'shows a seller their name, flags, e-mail, phone and role at %s',
      async (path) => {
        await openDashboard('seller@demo.test', path);

        expect(
          await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' }),
        ).toBeInTheDocument();
        expect(screen.getByRole('img', { name: 'Rahim Uddin' })).toBeInTheDocument();
        // Firebase says the e-mail is not verified; /sellerDetail says the admin verified them.
        expect(fact('Email verified')).toHaveTextContent('No');
        expect(await screen.findByLabelText('App verified: yes')).toBeInTheDocument();
        expect(fact('Email')).toHaveTextContent('seller@demo.test');
        expect(fact('Phone')).toHaveTextContent('Not Found');
        await waitFor(() => expect(fact('Role')).toHaveTextContent('seller'));
      },
    );

    it.each(['buyer@demo.test', 'admin@demo.test'])(
      'shows %s, who has no seller detail (404), as not app verified',
      async (email) => {
        await openDashboard(email, '/dashboard/profile');

        expect(await screen.findByLabelText('App verified: no')).toBeInTheDocument();
        expect(fact('Email')).toHaveTextContent(email);
      },
    );

    it('shows a seller the admin has not verified as not app verified', async () => {
      await openDashboard('newseller@demo.test', '/dashboard/profile');

      expect(await screen.findByLabelText('App verified: no')).toBeInTheDocument();
      expect(fact('App verified')).toHaveTextContent('No');
      expect(screen.getByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeInTheDocument();
    });
  });
});
