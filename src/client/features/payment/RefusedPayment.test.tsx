import { screen, waitFor, within } from '@testing-library/react';
import { TEST_MODE_CARDS } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { resetWishlists } from '../../testing/handlers/wishlistHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';
import { UNPAID, orderTitled, payButton, typeTestModeCard } from '../../testing/paymentTestKit';
import { english } from '../../testing/english';

const sideMenu = () => screen.getByRole('navigation', { name: 'Dashboard' });
const orderRow = () => screen.getByRole('row', { name: new RegExp(`^${UNPAID}`) });

/** What the server does when another buyer's payment for the book lands first. */
function sellToAnotherBuyer() {
  const order = orderTitled(UNPAID);
  Object.assign(order, { status: 'cancelled', pay_by: null });
  const listing = serverListings.find(({ _id }) => _id === order.product_id);
  Object.assign(listing!, { sold: true, adv: false });
}

/** What the server does when the seller deletes the book: its unpaid orders are cancelled. */
function removeTheBook() {
  const order = orderTitled(UNPAID);
  const listing = serverListings.findIndex(({ _id }) => _id === order.product_id);
  Object.assign(order, { status: 'cancelled', pay_by: null, product_id: null });
  serverListings.splice(listing, 1);
}

/**
 * From the page at `start`, through My Orders and its Pay link, to a payment refused because
 * of what happened `meanwhile` (by default, another buyer paid first), saying `refusal`.
 */
async function payTooLate(
  start: string,
  meanwhile = sellToAnotherBuyer,
  refusal: string = SERVER_ERRORS.paymentRefunded,
) {
  signedInAs('buyer@demo.test');
  const page = renderRoute(start);
  const { user } = page;
  await screen.findByRole('heading', { level: 1 });
  await user.click(within(sideMenu()).getByRole('link', { name: english('pages.myOrders') }));
  await user.click(
    await within(await screen.findByRole('table')).findByRole('link', {
      name: english('labels.pay'),
    }),
  );
  await screen.findByRole('heading', {
    level: 1,
    name: english('labels.paymentFor', { title: UNPAID }),
  });
  await waitFor(() => expect(payButton()).toBeEnabled());
  meanwhile();
  const requests = recordRequests();
  await typeTestModeCard(user, TEST_MODE_CARDS.succeeds);
  await user.click(payButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(refusal);
  return { ...page, alert, requests };
}

describe('a payment refused because the book sold to another buyer meanwhile', () => {
  it('says it was refunded; My Orders then says Cancelled, with no Pay link', async () => {
    const { user, alert, requests } = await payTooLate('/dashboard/myorders');
    const orderPath = `/order/${orderTitled(UNPAID)._id}`;

    // The refusal stays readable while the order, fetched again, turns Cancelled.
    await waitFor(() => expect(requestsTo(requests, 'GET', orderPath)).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_ERRORS.paymentRefunded);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: english('buying.viewOrders') }));

    await waitFor(() =>
      expect(within(orderRow()).getByText(english('labels.cancelled'))).toBeVisible(),
    );
    expect(
      within(orderRow()).queryByRole('link', { name: english('labels.pay') }),
    ).not.toBeInTheDocument();
    expect(requestsTo(requests, 'GET', '/orders')).toHaveLength(1);
    // The categories' totals (the header's Books menu) are asked again too.
    expect(requestsTo(requests, 'GET', '/Categories')).toHaveLength(1);
  });

  it('marks the book Sold on the wishlist seen before paying', async () => {
    resetWishlists({ 'buyer@demo.test': [orderTitled(UNPAID).product_id!] });
    const { user, requests } = await payTooLate('/dashboard/mywishlist');

    await user.click(within(sideMenu()).getByRole('link', { name: english('pages.myWishlist') }));

    const card = await screen.findByRole('article', { name: UNPAID });
    await waitFor(() => expect(within(card).getByText(english('labels.sold'))).toBeVisible());
    expect(within(card).getByRole('button', { name: english('labels.buyNow') })).toBeDisabled();
    expect(requestsTo(requests, 'GET', '/wishlist')).toHaveLength(1);
  });
});

describe('a payment refused because the seller removed the book meanwhile', () => {
  it('says the seller removed it and the payment was refunded, not that it sold', async () => {
    const { alert } = await payTooLate(
      '/dashboard/myorders',
      removeTheBook,
      SERVER_ERRORS.paymentRefundedListingRemoved,
    );
    expect(alert).not.toHaveTextContent(SERVER_ERRORS.paymentRefunded);
  });
});
