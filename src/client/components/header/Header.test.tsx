import { screen, waitFor, within } from '@testing-library/react';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { english } from '../../testing/english';
import { categoryFixtures } from '../../testing/handlers/categoriesHandlers';
import { renderRoute } from '../../testing/renderWithProviders';
import { recordSearches } from '../../testing/searchTestKit';
import { fakeIdentity, signedInAs } from '../../testing/session';

/**
 * The home page, once its code (a chunk of its own) is in: a test that ended before would leave
 * the router to render it after the test, outside act().
 */
async function renderHome() {
  const rendered = renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: /buy and sell used books/ });
  return rendered;
}

describe('header', () => {
  it('links the logo, Home, About us, Blog and Sign in', async () => {
    await renderHome();
    const navigation = screen.getByRole('navigation', { name: '' });
    const hrefOf = (name: string) =>
      within(navigation).getByRole('link', { name }).getAttribute('href');

    expect(hrefOf('Used Book Resale')).toBe('/');
    expect(hrefOf('Home')).toBe('/home');
    expect(hrefOf('About us')).toBe('/about');
    expect(hrefOf('Blog')).toBe('/blog');
    expect(hrefOf('Sign in')).toBe('/signin');
  });

  it('lists the categories in the Books menu, each linking to its books', async () => {
    const { user } = renderRoute('/about');
    const navigation = screen.getByRole('navigation', { name: '' });

    await user.click(within(navigation).getByRole('button', { name: 'Books' }));

    for (const category of categoryFixtures) {
      expect(
        await within(navigation).findByRole('link', { name: category.category_name }),
      ).toHaveAttribute('href', `/categorybooks/${category._id}`);
    }
  });

  it('opens the phone menu with a toggle button', async () => {
    const { user } = renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Choosing a link closes the menu again.
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('search box', () => {
    const searchBox = () =>
      within(screen.getByRole('search')).getByRole('searchbox', {
        name: english('header.searchLabel'),
      });
    const address = (router: ReturnType<typeof renderRoute>['router']) =>
      `${router.state.location.pathname}${router.state.location.search}`;

    it('searches on Enter, from any page, and not while typing', async () => {
      const searches = recordSearches();
      const { user, router } = renderRoute('/about');

      await user.type(searchBox(), '  pather panchali ');
      expect(searches).toHaveLength(0);
      await user.keyboard('{Enter}');

      expect(await screen.findByRole('article', { name: 'Pather Panchali' })).toBeInTheDocument();
      expect(address(router)).toBe('/search?q=pather+panchali');
      expect(searches.map(String)).toEqual(['q=pather+panchali']);
      expect(searchBox()).toHaveValue('pather panchali');
    });

    it('opens every available book when sent empty with the button', async () => {
      const { user, router } = renderRoute('/');

      await user.click(
        within(screen.getByRole('search')).getByRole('button', {
          name: english('header.searchSubmit'),
        }),
      );

      expect(await screen.findByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
      expect(address(router)).toBe('/search');
    });

    it('keeps the filters when it searches again on the search page', async () => {
      const { user, router } = renderRoute('/search?q=sapiens&location=Dhaka&sort=price_asc');
      await screen.findByRole('article', { name: 'Sapiens' });

      await user.clear(searchBox());
      await user.type(searchBox(), 'lalsalu{Enter}');
      await waitFor(() => expect(address(router)).toMatch(/q=lalsalu/));
      expect(address(router)).toBe('/search?q=lalsalu&location=Dhaka&sort=price_asc');

      // Without words nothing is ranked: best match gives way to the default order.
      await user.clear(searchBox());
      await user.type(searchBox(), '{Enter}');
      await waitFor(() => expect(address(router)).toBe('/search?location=Dhaka&sort=price_asc'));
    });

    it('closes the phone menu once it has searched', async () => {
      const { user } = renderRoute('/');
      const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
      await user.click(toggle);

      await user.type(searchBox(), 'sapiens{Enter}');

      expect(await screen.findByRole('article', { name: 'Sapiens' })).toBeInTheDocument();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('signed in', () => {
    beforeEach(() => signedInAs('buyer@demo.test'));

    it('shows Dashboard and Log Out instead of Sign in', async () => {
      await renderHome();
      const navigation = screen.getByRole('navigation', { name: '' });

      expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(within(navigation).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
      expect(within(navigation).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    });

    it('logs out: the access token goes, "sign out successfull" is alerted, Sign in is back', async () => {
      const { user } = renderRoute('/about');
      expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).not.toBeNull();

      await user.click(screen.getByRole('button', { name: 'Log Out' }));

      expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/signin',
      );
      await waitFor(() => expect(window.alert).toHaveBeenCalledWith('sign out successfull'));
      expect(window.alert).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
      expect(fakeIdentity.currentUser).toBeNull();
      expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    });

    it('only logs a failed logout', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = renderRoute('/');
      fakeIdentity.failNextWith('auth/network-request-failed');

      await user.click(screen.getByRole('button', { name: 'Log Out' }));

      await waitFor(() => expect(logged).toHaveBeenCalled());
      expect(window.alert).not.toHaveBeenCalled();
      expect(fakeIdentity.currentUser).not.toBeNull();
    });
  });

  it('shows neither Sign in nor Log Out while the session is being restored', async () => {
    fakeIdentity.holdAuthState();
    signedInAs('buyer@demo.test');
    await renderHome();

    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });
});
