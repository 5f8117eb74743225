import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS, VALIDATION } from '../../../shared/messages';
import { english } from '../../testing/english';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { CATEGORY_IDS, serverListings } from '../../testing/handlers/listingsHandlers';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { serverWishlists } from '../../testing/handlers/wishlistHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';
const listing = () => serverListings.find(({ book_title }) => book_title === TITLE)!;

async function openFiction() {
  signedInAs('buyer@demo.test');
  const page = renderRoute(`/categorybooks/${CATEGORY_IDS.fiction}`);
  const card = await screen.findByRole('article', { name: TITLE });
  return { ...page, card };
}

async function openOrderForm() {
  const page = await openFiction();
  await page.user.click(within(page.card).getByRole('button', { name: english('labels.buyNow') }));
  const dialog = await screen.findByRole('dialog', {
    name: english('buying.orderModalTitle', { title: TITLE }),
  });
  return { ...page, dialog };
}

describe('buying from a category page', () => {
  it('opens the order form with the buyer and the book filled in and locked', async () => {
    const { dialog } = await openOrderForm();

    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Name')).toHaveValue('Karim Ahmed');
    expect(field('Email')).toHaveValue('buyer@demo.test');
    expect(field('Book title')).toHaveValue(TITLE);
    expect(field('Price')).toHaveValue('250');
    for (const label of ['Name', 'Email', 'Book title', 'Price']) {
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(field('Phone')).not.toHaveAttribute('readonly');
    expect(field('Meeting location')).toHaveValue('');
  });

  it('takes the buyer to Phone once the form has opened', async () => {
    const { dialog } = await openOrderForm();

    await waitFor(() => expect(within(dialog).getByLabelText('Phone')).toHaveFocus());
  });

  it('requires the meeting location, then sends the order, closes and says to pay', async () => {
    const { user, dialog } = await openOrderForm();
    const requests = recordRequests();

    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));
    expect(await within(dialog).findByText(VALIDATION.meetingLocationRequired)).toBeVisible();
    expect(within(dialog).getByLabelText('Meeting location')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestsTo(requests, 'POST', '/orders')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Phone'), '01711000001');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Zindabazar, Sylhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    expect(await screen.findByText(english('toasts.orderSubmitted'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { seller_name, seller_email, _id } = listing();
    expect(requestsTo(requests, 'POST', '/orders')[0]?.body).toEqual({
      name: 'Karim Ahmed',
      email: 'buyer@demo.test',
      bookTitle: TITLE,
      bookPrice: 250,
      phone: '01711000001',
      location: 'Zindabazar, Sylhet',
      seller_name,
      seller_email,
      product_id: _id,
      // Online, the first choice, when the seller takes both.
      payment_method: 'online',
    });
    expect(serverOrders.some((order) => order.product_id === _id)).toBe(true);
  });

  it('lets the buyer choose cash when they meet, and says the book is held for them', async () => {
    const { user, dialog } = await openOrderForm();
    const requests = recordRequests();

    const choices = within(dialog).getByRole('group', { name: english('buying.paymentMethod') });
    expect(within(choices).getByRole('radio', { name: english('buying.payOnline') })).toBeChecked();
    await user.click(
      within(choices).getByRole('radio', { name: english('buying.payCashAtMeetup') }),
    );
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Zindabazar, Sylhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    const toast = (await screen.findByText(english('toasts.cashOrderPlaced'))).parentElement!;
    // Nothing to pay online: the toast offers no way to the payment page.
    expect(within(toast).queryByRole('button', { name: english('toasts.payNow') })).toBeNull();
    expect(requestsTo(requests, 'POST', '/orders')[0]?.body).toMatchObject({
      payment_method: 'cash',
    });
  });

  it('closes on Cancel without ordering, and gives focus back to Buy Now!', async () => {
    const { user, dialog, card } = await openOrderForm();
    const requests = recordRequests();

    await user.click(within(dialog).getByRole('button', { name: english('labels.cancel') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: english('labels.buyNow') })).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it("keeps the form open with the server's refusal (already ordered)", async () => {
    server.use(
      http.post(apiUrl(API.createOrder.route), () =>
        errorResponse(409, SERVER_ERRORS.alreadyOrdered),
      ),
    );
    const { user, dialog } = await openOrderForm();

    await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SERVER_ERRORS.alreadyOrdered,
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByText(english('toasts.orderSubmitted'))).not.toBeInTheDocument();
  });

  it("adds the book to the wishlist with the buyer's e-mail, and says so", async () => {
    const { user, card } = await openFiction();
    const requests = recordRequests();

    await user.click(within(card).getByRole('button', { name: english('labels.addToWishlist') }));

    expect(await screen.findByText(english('toasts.addedToWishlist'))).toBeInTheDocument();
    const [sent] = requestsTo(requests, 'POST', `/wishlist/${listing()._id}`);
    expect(sent?.body).toEqual({ email: 'buyer@demo.test' });
    expect(serverWishlists.get('buyer@demo.test')).toContain(listing()._id);
  });

  it('shows no toast when the answer is not acknowledged', async () => {
    server.use(
      http.post(
        apiUrl(API.addToWishlist.route),
        () => HttpResponse.json({ acknowledged: false, insertedId: null }),
        { once: true },
      ),
    );
    const { user, card } = await openFiction();
    const requests = recordRequests();
    const heart = (title: string) =>
      within(screen.getByRole('article', { name: title })).getByRole('button', {
        name: english('labels.addToWishlist'),
      });

    await user.click(within(card).getByRole('button', { name: english('labels.addToWishlist') }));
    await waitFor(() => expect(requests).toHaveLength(1));
    // Then an acknowledged one. Toasts show in the order they are asked for, so once this one
    // is there, a toast for the first answer would be there too: no pause needed to be sure.
    await user.click(heart('The Old Man and the Sea'));

    expect(await screen.findByText(english('toasts.addedToWishlist'))).toBeInTheDocument();
    expect(screen.getAllByText(english('toasts.addedToWishlist'))).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });

  it("shows the server's reason when it refuses", async () => {
    server.use(
      http.post(apiUrl(API.addToWishlist.route), () =>
        errorResponse(409, SERVER_ERRORS.ownListingWishlist),
      ),
    );
    const { user, card } = await openFiction();

    await user.click(within(card).getByRole('button', { name: english('labels.addToWishlist') }));

    expect(await screen.findByText(SERVER_ERRORS.ownListingWishlist)).toBeInTheDocument();
    expect(screen.queryByText(english('toasts.addedToWishlist'))).not.toBeInTheDocument();
  });
});
