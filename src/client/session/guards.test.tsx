import { act, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../testing/renderWithProviders';
import { fakeIdentity, signedInAs } from '../testing/session';
import type { FromState } from './guards';

type Page = ReturnType<typeof renderRoute>;

const origin = ({ router }: Page) => (router.state.location.state as FromState | null)?.from;

describe('route guards', () => {
  it.each(['/dashboard', '/dashboard/profile', '/dashboard/addproduct', '/dashboard/allbuyers'])(
    'sends a signed-out visitor from %s to /signin, keeping the origin',
    async (path) => {
      const page = renderRoute(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(page.router.state.location.pathname).toBe('/signin');
      expect(origin(page)?.pathname).toBe(path);
    },
  );

  it.each(['/dashboard/addproduct', '/dashboard/myproducts'])(
    'sends a buyer from %s to the sign-in page at /login, keeping the origin',
    async (path) => {
      signedInAs('buyer@demo.test');
      const page = renderRoute(path);

      await waitFor(() => expect(page.router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(origin(page)?.pathname).toBe(path);
      expect(screen.queryByRole('heading', { name: 'Add Product' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/dashboard/addproduct', 'Add Product'],
    ['/dashboard/myproducts', 'My Products'],
  ])('lets a seller open %s', async (path, heading) => {
    signedInAs('seller@demo.test');
    const page = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/dashboard/allbuyers', 'All Buyers'],
    ['/dashboard/allsellers', 'All Seller'],
  ])('lets an admin open %s', async (path, heading) => {
    signedInAs('admin@demo.test');
    const page = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe(path);
  });

  it.each([
    ['seller@demo.test', '/dashboard/allbuyers'],
    ['buyer@demo.test', '/dashboard/allsellers'],
    ['admin@demo.test', '/dashboard/addproduct'],
  ])('sends %s from %s to /login', async (email, path) => {
    signedInAs(email);
    const page = renderRoute(path);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/login'));
    expect(origin(page)?.pathname).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('shows a spinner, not a redirect, while the auth state is loading', async () => {
    fakeIdentity.holdAuthState();
    signedInAs('buyer@demo.test');
    const page = renderRoute('/dashboard', {
      preloadedState: {
        auth: { status: 'loading', user: null, signingOut: false, signingIn: false },
      },
    });
    await waitFor(() => expect(page.router.state.initialized).toBe(true));

    expect(screen.getByRole('status', { name: 'Loading page…' })).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).not.toBeInTheDocument();

    act(() => fakeIdentity.releaseAuthState());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Karim Ahmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page…' })).not.toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/dashboard');
  });
});
