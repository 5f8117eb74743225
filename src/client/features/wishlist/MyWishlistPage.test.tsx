import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { resetWishlists, serverWishlists } from '../../testing/handlers/wishlistHandlers';
import { holdRequests } from '../../testing/holdRequests';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

function openWishlist() {
  signedInAs('buyer@demo.test');
  return renderRoute('/dashboard/mywishlist');
}

const card = (title: string) => screen.getByRole('article', { name: title });
const removeButton = (title: string) =>
  within(card(title)).getByRole('button', {
    name: `${english('buying.removeFromWishlist')} ${title}`,
  });

describe('my wishlist page', () => {
  it('shows a spinner, then the wishlist books; a sold one is marked and cannot be bought', async () => {
    const release = holdRequests('get', API.wishlist.route);
    openWishlist();

    expect(
      await screen.findByRole('status', { name: 'Loading your wishlist…' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'The Old Man and the Sea' })).toBeVisible();
    expect(document.title).toBe('My Wishlist | Used Book Resale');
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();

    const available = card('The Old Man and the Sea');
    expect(within(available).getByRole('button', { name: english('labels.buyNow') })).toBeEnabled();
    expect(within(available).queryByText(english('labels.sold'))).not.toBeInTheDocument();
    const sold = card('Lalsalu');
    expect(within(sold).getByText(english('labels.sold'))).toBeVisible();
    expect(within(sold).getByRole('button', { name: english('labels.buyNow') })).toBeDisabled();
    expect(removeButton('Lalsalu')).toBeEnabled();
    // Every card, a sold book's too, opens the book's page from its title.
    const lalsalu = serverListings.find(({ book_title }) => book_title === 'Lalsalu')!;
    expect(within(sold).getByRole('link', { name: 'Lalsalu' })).toHaveAttribute(
      'href',
      `/book/${lalsalu._id}`,
    );
  });

  it('orders a book from the wishlist', async () => {
    const { user } = openWishlist();

    await user.click(
      within(await screen.findByRole('article', { name: 'The Old Man and the Sea' })).getByRole(
        'button',
        { name: english('labels.buyNow') },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Book title')).toHaveValue('The Old Man and the Sea');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Sylhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    expect(await screen.findByText(english('toasts.orderSubmitted'))).toBeInTheDocument();
  });

  it('refuses an order for a book sold meanwhile, and its card then says Sold', async () => {
    const { user } = openWishlist();
    const title = 'The Old Man and the Sea';
    const available = await screen.findByRole('article', { name: title });
    const listing = serverListings.find(({ book_title }) => book_title === title)!;
    listing.sold = true;
    const requests = recordRequests();

    await user.click(within(available).getByRole('button', { name: english('labels.buyNow') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Sylhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVER_ERRORS.listingSold);
    await user.click(within(dialog).getByRole('button', { name: english('labels.cancel') }));
    await waitFor(() =>
      expect(within(card(title)).getByText(english('labels.sold'))).toBeVisible(),
    );
    expect(
      within(card(title)).getByRole('button', { name: english('labels.buyNow') }),
    ).toBeDisabled();
    expect(requestsTo(requests, 'GET', '/wishlist')).toHaveLength(1);
  });

  it('removes a book at once, and says so', async () => {
    const { user } = openWishlist();
    await screen.findByRole('article', { name: 'Lalsalu' });
    const requests = recordRequests();
    const lalsaluId = serverWishlists.get('buyer@demo.test')?.[1];

    await user.click(removeButton('Lalsalu'));

    expect(screen.queryByRole('article', { name: 'Lalsalu' })).not.toBeInTheDocument();
    expect(await screen.findByText(english('buying.removedFromWishlist'))).toBeInTheDocument();
    expect(requestsTo(requests, 'DELETE', `/wishlist/${lalsaluId}`)).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('puts the book back with the reason when the server refuses', async () => {
    server.use(
      http.delete(apiUrl(API.removeFromWishlist.route), () =>
        errorResponse(500, SERVER_ERRORS.internal),
      ),
    );
    const { user } = openWishlist();
    await screen.findByRole('article', { name: 'Lalsalu' });

    await user.click(removeButton('Lalsalu'));

    expect(await screen.findByText(SERVER_ERRORS.internal)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Lalsalu' })).toBeVisible();
  });

  it('says so when the wishlist is empty', async () => {
    resetWishlists({});
    openWishlist();

    expect(await screen.findByText(english('buying.noWishlist'))).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.wishlist.route), () => {
        if (failures >= 4) return undefined;
        failures += 1;
        return errorResponse(500, SERVER_ERRORS.internal);
      }),
    );
    const { user } = openWishlist();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('listing.loadFailed'));
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(await screen.findByRole('article', { name: 'Lalsalu' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
