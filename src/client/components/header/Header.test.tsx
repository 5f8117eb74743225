import { screen, waitFor, within } from '@testing-library/react';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { categoryFixtures } from '../../testing/handlers/categoriesHandlers';
import { renderRoute } from '../../testing/renderWithProviders';
import { fakeIdentity, signedInAs } from '../../testing/session';

describe('header', () => {
  it('links the logo, Home, About us, Blog and Sign in', () => {
    renderRoute('/');
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

  describe('signed in', () => {
    beforeEach(() => signedInAs('buyer@demo.test'));

    it('shows Dashboard and Log Out instead of Sign in', () => {
      renderRoute('/');
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

  it('shows neither Sign in nor Log Out while the session is being restored', () => {
    fakeIdentity.holdAuthState();
    signedInAs('buyer@demo.test');
    renderRoute('/');

    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });
});
