import { act, screen, waitFor, within } from '@testing-library/react';
import { english } from '../../testing/english';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { renderRoute } from '../../testing/renderWithProviders';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { seedSearchListings } from '../../testing/searchTestKit';
import { fakeIdentity, signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';
const listing = () => serverListings.find(({ book_title }) => book_title === TITLE)!;
const BUYER = 'buyer@demo.test';

type Page = ReturnType<typeof renderRoute>;

/** On the sign-in page a button sent them to: the buyer signs in with e-mail and password. */
async function signInThere({ user }: Page) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await user.type(screen.getByLabelText('Email'), BUYER);
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const orderDialog = (title: string) =>
  screen.findByRole('dialog', { name: english('buying.orderModalTitle', { title }) });

describe('what was pressed before signing in carries on after it', () => {
  beforeEach(() => fakeIdentity.addAccount(BUYER, 'secret1', 'Karim Ahmed'));

  it("'Buy Now!' on the book page: back on the book, its order form open, once", async () => {
    const page = renderRoute(`/book/${listing()._id}`);
    await screen.findByRole('heading', { level: 1, name: TITLE });

    await page.user.click(screen.getByRole('button', { name: english('labels.buyNow') }));
    await signInThere(page);

    const dialog = await orderDialog(TITLE);
    expect(page.router.state.location.pathname).toBe(`/book/${listing()._id}`);
    expect(page.router.state.location.state).toBeNull();
    await page.user.click(within(dialog).getByRole('button', { name: english('labels.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Forgotten once done: coming back to the page does not open it again.
    await act(() => page.router.navigate('/'));
    await act(() => page.router.navigate(`/book/${listing()._id}`));
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: english('labels.buyNow') })).toBeEnabled(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Ask the seller' on the book page: on to the box of the first message", async () => {
    const page = renderRoute(`/book/${listing()._id}`);
    await screen.findByRole('heading', { level: 1, name: TITLE });

    await page.user.click(screen.getByRole('button', { name: english('book.askSeller') }));
    await signInThere(page);

    expect(
      await screen.findByRole('textbox', { name: english('messages.composeLabel') }),
    ).toBeVisible();
    expect(page.router.state.location.pathname).toBe(`/dashboard/messages/about/${listing()._id}`);
  });

  it("'Buy Now!' on a search result: back on the same search, that book's order form open", async () => {
    seedSearchListings();
    const page = renderRoute('/search?q=sapiens');
    const card = await screen.findByRole('article', { name: 'Sapiens' });

    await page.user.click(within(card).getByRole('button', { name: english('labels.buyNow') }));
    await signInThere(page);

    expect(await orderDialog('Sapiens')).toBeVisible();
    expect(page.router.state.location).toMatchObject({ pathname: '/search', search: '?q=sapiens' });
  });
});

describe("the order toast's 'Pay now'", () => {
  it('keeps the toast text and goes to the payment page of the new order', async () => {
    signedInAs(BUYER);
    const { user, router } = renderRoute(`/book/${listing()._id}`);
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: english('labels.buyNow') })).toBeEnabled(),
    );

    await user.click(screen.getByRole('button', { name: english('labels.buyNow') }));
    const dialog = await orderDialog(TITLE);
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Nilkhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    const toast = (await screen.findByText(english('toasts.orderSubmitted'))).parentElement!;
    await user.click(within(toast).getByRole('button', { name: 'Pay now' }));

    // The order just placed: the newest of this buyer's for the book.
    const order = serverOrders
      .filter((placed) => placed.product_id === listing()._id && placed.email === BUYER)
      .at(-1)!;
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/payment/${order._id}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: `Payment for ${TITLE}` }),
    ).toBeVisible();
    expect(screen.getByText('Please pay TK 250 for your order')).toBeVisible();
  });

  it('is not offered for a cash order, also when the seller takes cash only (no choice shown)', async () => {
    listing().payment_methods = ['cash'];
    const requests = recordRequests();
    signedInAs(BUYER);
    const { user } = renderRoute(`/book/${listing()._id}`);
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: english('labels.buyNow') })).toBeEnabled(),
    );

    await user.click(screen.getByRole('button', { name: english('labels.buyNow') }));
    const dialog = await orderDialog(TITLE);
    expect(
      within(dialog).queryByRole('group', { name: english('buying.paymentMethod') }),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Nilkhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    const toast = (await screen.findByText(english('toasts.cashOrderPlaced'))).parentElement!;
    expect(within(toast).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByText(english('toasts.orderSubmitted'))).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/orders')[0]?.body).toMatchObject({
      product_id: listing()._id,
      payment_method: 'cash',
    });
  });
});
