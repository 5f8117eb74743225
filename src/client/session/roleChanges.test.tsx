import { act, screen, waitFor, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from '../../../__mocks__/firebaseAuth';
import { API } from '../../shared/apiPaths';

import type { Role } from '../../shared/roles';
import { knownUsers } from '../testing/handlers/identityHandlers';
import { holdRequests } from '../testing/holdRequests';
import { recordRequests, requestsTo } from '../testing/requestLog';
import { renderRoute } from '../testing/renderWithProviders';
import { signedInAs } from '../testing/session';
import { english } from '../testing/english';

const BUYER_LINKS = [
  'Home',
  english('header.messages'),
  english('header.notifications'),
  english('pages.myWishlist'),
  english('pages.myOrders'),
];
const SELLER_LINKS = [
  ...BUYER_LINKS,
  english('pages.addProduct'),
  english('pages.myProducts'),
  english('pages.sellerOrders'),
  english('pages.balance'),
];

const sideMenu = () => screen.getByRole('navigation', { name: 'Dashboard' });
const menuLinks = () =>
  within(sideMenu())
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => !name?.includes('View profile'));
const roleFact = () => screen.getByText('Role', { selector: 'dt' }).nextElementSibling;

/** The server changes the person's role (an admin's doing, or another tab's sign-up). */
const changeRoleOnServer = (email: string, role: Role) => {
  knownUsers.get(email)!.role = role;
};
/** The person comes back to the tab. */
const focusWindow = () => act(() => void window.dispatchEvent(new Event('focus')));

describe('a role that changes on the server', () => {
  it('reaches the guard and the menu in the same render', async () => {
    signedInAs('seller@demo.test');
    const { router } = renderRoute('/dashboard/myproducts');
    await screen.findByRole('heading', { level: 1, name: english('pages.myProducts') });
    await waitFor(() => expect(menuLinks()).toEqual(SELLER_LINKS));
    // The menu as it is when the guard sends the person away.
    let menuAtRedirect: Array<string | null> = [];
    router.subscribe(({ location }) => {
      if (location.pathname === '/login') menuAtRedirect = menuLinks();
    });

    changeRoleOnServer('seller@demo.test', 'buyer');
    focusWindow();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(menuAtRedirect).toEqual(BUYER_LINKS);
  });

  it('reaches the menu, the profile and the guard together when coming back to the tab', async () => {
    signedInAs('buyer@demo.test');
    const { user, router } = renderRoute('/dashboard/profile');
    await waitFor(() => expect(roleFact()).toHaveTextContent('buyer'));
    expect(menuLinks()).toEqual(BUYER_LINKS);

    changeRoleOnServer('buyer@demo.test', 'seller');
    focusWindow();

    await waitFor(() => expect(menuLinks()).toEqual(SELLER_LINKS));
    expect(roleFact()).toHaveTextContent('seller');
    await user.click(within(sideMenu()).getByRole('link', { name: english('pages.myProducts') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: english('pages.myProducts') }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/myproducts');
  });

  it("asks the role again when the guard's own check contradicts the cached one", async () => {
    signedInAs('buyer@demo.test');
    const { router } = renderRoute('/dashboard/profile');
    await waitFor(() => expect(roleFact()).toHaveTextContent('buyer'));
    changeRoleOnServer('buyer@demo.test', 'seller');
    const requests = recordRequests();

    // Back and forward, or a link from elsewhere: no focus, the cached role says buyer.
    await act(() => router.navigate('/dashboard/addproduct'));

    expect(
      await screen.findByRole('heading', { level: 1, name: english('pages.addProduct') }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/addproduct');
    expect(menuLinks()).toEqual(SELLER_LINKS);
    expect(requestsTo(requests, 'GET', '/isseller/buyer%40demo.test')).toHaveLength(1);
    expect(requestsTo(requests, 'GET', '/iswhat/buyer%40demo.test')).toHaveLength(1);
  });

  it('keeps an admin out of the admin pages once the server says otherwise', async () => {
    signedInAs('admin@demo.test');
    const { router } = renderRoute('/dashboard/allbuyers');
    await screen.findByRole('heading', { level: 1, name: english('pages.allBuyers') });
    let menuAtRedirect: Array<string | null> = [];
    router.subscribe(({ location }) => {
      if (location.pathname === '/login') menuAtRedirect = menuLinks();
    });

    changeRoleOnServer('admin@demo.test', 'buyer');
    focusWindow();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(menuAtRedirect).toEqual(BUYER_LINKS);
  });

  it("never shows the previous person's role once another signs in (in another tab)", async () => {
    signedInAs('seller@demo.test');
    renderRoute('/dashboard/profile');
    await waitFor(() => expect(menuLinks()).toEqual(SELLER_LINKS));
    const release = holdRequests('get', API.roleOf.route);

    signedInAs('buyer@demo.test');
    await act(() => signInWithEmailAndPassword(null, 'buyer@demo.test', 'secret1'));

    // The buyer's own /iswhat has not answered: the menu is a buyer's, as at any start.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Karim Ahmed' }),
    ).toBeInTheDocument();
    expect(menuLinks()).toEqual(BUYER_LINKS);
    expect(roleFact()).toHaveTextContent('buyer');
    release();
  });
});
