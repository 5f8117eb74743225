import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS, VALIDATION } from '../../../shared/messages';
import { bookApi } from '../../api/bookApi';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { errorResponse } from '../../testing/handlers/errorResponse';
import {
  MOCK_HANDOVER_CODE,
  resetOrders,
  serverOrders,
} from '../../testing/handlers/ordersHandlers';
import { saveReview } from '../../testing/handlers/reviewStore';
import { holdRequests } from '../../testing/holdRequests';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

function openOrders() {
  signedInAs('buyer@demo.test');
  return renderRoute('/dashboard/myorders');
}

/** The table row of the order for a book. */
const row = (title: string) => screen.getByRole('row', { name: new RegExp(`^${title}`) });
const orderOf = (title: string) => serverOrders.find(({ bookTitle }) => bookTitle === title)!;

describe('my orders page', () => {
  it('lets the buyer cancel a cash order before its meet-up, and not a paid one', async () => {
    Object.assign(orderOf('The God of Small Things'), {
      payment_method: 'cash',
      meetup_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      pay_by: null,
    });
    const { user } = openOrders();
    const cash = await screen.findByRole('row', { name: /^The God of Small Things/ });
    expect(within(row('Lalsalu')).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await user.click(within(cash).getByRole('button', { name: 'Cancel order' }));
    expect(
      await within(row('The God of Small Things')).findByText(english('labels.cancelled')),
    ).toBeVisible();
  });

  it('says each order’s state and next step: pay in cash at the meet-up, show the code, handed over', async () => {
    Object.assign(orderOf('The God of Small Things'), {
      payment_method: 'cash',
      meetup_at: '2026-11-23T11:30:00.000Z',
      pay_by: null,
    });
    Object.assign(orderOf('Pather Panchali'), {
      status: 'handed_over',
      paid: true,
      handed_over_at: '2026-11-20T12:00:00.000Z',
    });
    const { user } = openOrders();

    const cash = await screen.findByRole('row', { name: /^The God of Small Things/ });
    expect(within(cash).getByText('Pay in cash when you meet')).toBeVisible();
    expect(within(cash).getByText(/^Meet-up: /)).toBeVisible();
    expect(within(cash).queryByRole('link', { name: 'Pay' })).toBeNull();
    await user.click(within(cash).getByRole('button', { name: 'Show handover code' }));
    expect(await within(cash).findByText(MOCK_HANDOVER_CODE)).toBeVisible();
    expect(within(cash).getByRole('button', { name: 'New handover code' })).toBeVisible();

    expect(
      within(row('Lalsalu')).getByRole('button', { name: 'Show handover code' }),
    ).toBeVisible();
    expect(within(row('Pather Panchali')).getByText('Handed over')).toBeVisible();
    // A completed sale, paid in cash or online, can be rated.
    expect(
      within(row('Pather Panchali')).getByRole('button', { name: 'Rate the seller' }),
    ).toBeVisible();
  });

  it('never offers Pay for an unpaid cash order, before or after its meet-up', async () => {
    Object.assign(orderOf('The God of Small Things'), {
      payment_method: 'cash',
      meetup_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    Object.assign(orderOf('Pather Panchali'), {
      status: 'unpaid',
      payment_method: 'cash',
      meetup_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
    openOrders();
    await screen.findByRole('table');

    for (const title of ['The God of Small Things', 'Pather Panchali']) {
      expect(within(row(title)).getByText('Pay in cash when you meet')).toBeVisible();
      expect(within(row(title)).queryByRole('link', { name: /^Pay/ })).toBeNull();
      expect(within(row(title)).queryByRole('button', { name: /^Pay/ })).toBeNull();
      expect(within(row(title)).queryByText(/^Pay by /)).toBeNull();
    }
  });

  it('shows a spinner, then the orders table with a caption', async () => {
    const release = holdRequests('get', API.orders.route);
    openOrders();

    expect(await screen.findByRole('status', { name: 'Loading your orders…' })).toBeVisible();
    release();
    const table = await screen.findByRole('table', { name: english('buying.ordersCaption') });
    expect(document.title).toBe('My Orders | Used Book Resale');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Product name',
      'Seller name',
      'Seller email',
      'Meeting location',
      'Price',
      'Payment',
      'Your rating',
    ]);
    const cells = within(row('The God of Small Things'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Rahim Uddin',
      'seller@demo.test',
      'Zindabazar, Sylhet',
      'TK 250',
    ]);
  });

  it('offers Pay for an unpaid order, with the time it can be paid until', async () => {
    openOrders();
    await screen.findByRole('table');

    const unpaid = orderOf('The God of Small Things');
    const pay = within(row('The God of Small Things')).getByRole('link', {
      name: english('labels.pay'),
    });
    expect(pay).toHaveAttribute('href', `/dashboard/payment/${unpaid._id}`);
    expect(pay).toHaveAccessibleDescription('The God of Small Things');
    const payBy = format(new Date(unpaid.pay_by!), 'PPp');
    expect(
      within(row('The God of Small Things')).getByText(english('buying.payBy', { when: payBy })),
    ).toBeVisible();
  });

  it('says Paid in green and Cancelled in grey, with no Pay link', async () => {
    openOrders();
    await screen.findByRole('table');

    const paid = within(row('Lalsalu')).getByText(english('labels.paid'));
    expect(paid).toHaveClass('text-success');
    expect(
      within(row('Lalsalu')).queryByRole('link', { name: english('labels.pay') }),
    ).not.toBeInTheDocument();
    const cancelled = within(row('Pather Panchali')).getByText(english('labels.cancelled'));
    expect(cancelled).toHaveClass('text-body-secondary');
    expect(
      within(row('Pather Panchali')).queryByRole('link', { name: english('labels.pay') }),
    ).not.toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    resetOrders([]);
    openOrders();

    expect(await screen.findByText(english('buying.noOrders'))).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.orders.route), () => {
        if (failures >= 4) return undefined;
        failures += 1;
        return errorResponse(500, SERVER_ERRORS.internal);
      }),
    );
    const { user } = openOrders();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('listing.loadFailed'));
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(await screen.findByRole('table')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('rating the seller of an order handed over', () => {
  const DAY_MS = 86_400_000;
  /** The seller confirmed the buyer's code: only now may the buyer rate them. */
  const handOver = (title: string) =>
    Object.assign(orderOf(title), {
      status: 'handed_over',
      paid: true,
      handed_over_at: '2026-11-21T12:00:00.000Z',
    });
  const rateButton = (title: string) =>
    within(row(title)).queryByRole('button', { name: english('orders.rateSeller') });
  const ratingCellOf = (title: string) => within(row(title)).getAllByRole('cell').at(-1)!;
  const starsIn = (title: string, stars: number) =>
    within(row(title)).getByRole('img', { name: english('orders.starsGiven', { stars }) });
  const dialog = () => screen.getByRole('dialog');
  const star = (stars: number) =>
    within(dialog()).getByRole('radio', { name: english('orders.starOption', { stars }) });
  const comment = () =>
    within(dialog()).getByRole('textbox', { name: english('orders.commentLabel') });

  async function openDialog(user: UserEvent, button: 'orders.rateSeller' | 'orders.editReview') {
    await user.click(within(row('Lalsalu')).getByRole('button', { name: english(button) }));
    await screen.findByRole('dialog');
    // The dialog puts focus on the chosen star (the first when none): the arrows pick at once.
    const chosen = () => within(dialog()).queryAllByRole('radio', { checked: true })[0] ?? star(1);
    await waitFor(() => expect(chosen()).toHaveFocus());
  }

  it('offers nothing on an order paid online but not yet handed over', async () => {
    openOrders();
    await screen.findByRole('table');

    expect(within(row('Lalsalu')).getByText(english('labels.paid'))).toBeVisible();
    expect(rateButton('Lalsalu')).not.toBeInTheDocument();
    expect(ratingCellOf('Lalsalu')).toBeEmptyDOMElement();
  });

  it('offers it on a handed-over row only; 4 stars by keyboard and a comment show in the row', async () => {
    handOver('Lalsalu');
    const requests = recordRequests();
    const { user, store } = openOrders();
    await screen.findByRole('table');
    // A book page of the seller's, still subscribed (as when open in another view of the session).
    const bookId = serverListings.find(({ sold }) => !sold)!._id;
    const book = store.dispatch(bookApi.endpoints.getListing.initiate(bookId));
    expect((await book).data?.seller_rating).toEqual({ average: null, count: 0 });
    expect(rateButton('The God of Small Things')).not.toBeInTheDocument();
    expect(rateButton('Pather Panchali')).not.toBeInTheDocument();

    await openDialog(user, 'orders.rateSeller');
    expect(dialog()).toHaveAccessibleName(
      english('orders.reviewDialogTitle', { seller: 'Rahim Uddin' }),
    );
    expect(within(dialog()).getByRole('group', { name: english('orders.starsLegend') })).toBe(
      star(1).closest('fieldset'),
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(star(4)).toBeChecked();
    expect(star(4)).toHaveFocus();
    await user.type(comment(), 'On time, as described.');
    expect(comment()).toHaveAccessibleDescription(
      english('orders.commentCounter', { used: '22', max: '1,000' }),
    );
    await user.click(
      within(dialog()).getByRole('button', { name: english('orders.submitReview') }),
    );

    expect(await screen.findByText(english('orders.reviewSaved'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('Lalsalu')).findByRole('img')).toHaveAccessibleName(
      english('orders.starsGiven', { stars: 4 }),
    );
    expect(within(row('Lalsalu')).getByText('On time, as described.')).toBeVisible();
    expect(rateButton('Lalsalu')).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST', API.reviews.url())[0]?.body).toEqual({
      order_id: orderOf('Lalsalu')._id,
      rating: 4,
      comment: 'On time, as described.',
    });
    // The new average reaches the book page (its Listing tags), without a reload.
    await waitFor(() =>
      expect(
        bookApi.endpoints.getListing.select(bookId)(store.getState()).data?.seller_rating,
      ).toEqual({
        average: 4,
        count: 1,
      }),
    );
    book.unsubscribe();
  });

  it('says what is wrong beside the fields (no stars, a comment too long) and sends nothing', async () => {
    handOver('Lalsalu');
    const requests = recordRequests();
    const { user } = openOrders();
    await screen.findByRole('table');
    await openDialog(user, 'orders.rateSeller');

    await user.click(comment());
    await user.paste('x'.repeat(1_001));
    await user.click(
      within(dialog()).getByRole('button', { name: english('orders.submitReview') }),
    );

    expect(within(dialog()).getByRole('group')).toHaveAccessibleDescription(VALIDATION.ratingRange);
    expect(comment()).toBeInvalid();
    expect(comment()).toHaveAccessibleDescription(
      `${english('orders.commentCounter', { used: '1,001', max: '1,000' })} ${VALIDATION.reviewCommentTooLong}`,
    );
    expect(requestsTo(requests, 'POST', API.reviews.url())).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog: already rated in another tab", async () => {
    handOver('Lalsalu');
    const { user } = openOrders();
    await screen.findByRole('table');
    await openDialog(user, 'orders.rateSeller');
    saveReview(orderOf('Lalsalu'), { rating: 2 });

    await user.click(star(5));
    await user.click(
      within(dialog()).getByRole('button', { name: english('orders.submitReview') }),
    );

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      SERVER_ERRORS.reviewExists,
    );
    // The refusal proves the row stale: it shows the review written meanwhile.
    expect(await within(row('Lalsalu')).findByRole('img')).toHaveAccessibleName(
      english('orders.starsGiven', { stars: 2 }),
    );
  });

  it('edits a review within 30 days (prefilled, PUT); a closed window is refused in the dialog', async () => {
    handOver('Lalsalu');
    const review = saveReview(orderOf('Lalsalu'), { rating: 3, comment: 'A bit late.' });
    const requests = recordRequests();
    const { user } = openOrders();
    await screen.findByRole('table');
    expect(starsIn('Lalsalu', 3)).toBeVisible();

    await openDialog(user, 'orders.editReview');
    expect(dialog()).toHaveAccessibleName(
      english('orders.editReviewDialogTitle', { seller: 'Rahim Uddin' }),
    );
    expect(star(3)).toBeChecked();
    expect(comment()).toHaveValue('A bit late.');
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog()).getByRole('button', { name: english('orders.saveReview') }));

    expect(await screen.findByText(english('orders.reviewUpdated'))).toBeInTheDocument();
    expect(await within(row('Lalsalu')).findByRole('img')).toHaveAccessibleName(
      english('orders.starsGiven', { stars: 4 }),
    );
    expect(requestsTo(requests, 'PUT', API.review.url(review._id))[0]?.body).toEqual({
      rating: 4,
      comment: 'A bit late.',
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user, 'orders.editReview');
    saveReview(orderOf('Lalsalu'), { editable_until: new Date(Date.now() - DAY_MS).toISOString() });
    await user.click(within(dialog()).getByRole('button', { name: english('orders.saveReview') }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      SERVER_ERRORS.reviewEditClosed,
    );
  });

  it("shows a review fixed after 30 days, and a removed one with the admin's reason", async () => {
    handOver('Lalsalu');
    saveReview(orderOf('Lalsalu'), {
      rating: 5,
      editable_until: new Date(Date.now() - DAY_MS).toISOString(),
    });
    saveReview(handOver('The God of Small Things'), {
      rating: 1,
      removed_reason: 'Insults the seller.',
    });
    openOrders();
    await screen.findByRole('table');

    expect(starsIn('Lalsalu', 5)).toBeVisible();
    // The rating cells offer nothing to change (the payment cells have the handover code).
    expect(within(ratingCellOf('Lalsalu')).queryByRole('button')).not.toBeInTheDocument();
    const removed = row('The God of Small Things');
    expect(
      within(removed).getByText(
        english('orders.removedByAdmin', { reason: 'Insults the seller.' }),
      ),
    ).toBeVisible();
    expect(within(removed).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(ratingCellOf('The God of Small Things')).queryByRole('button'),
    ).not.toBeInTheDocument();
  });
});
