import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { resetOrders, serverOrders } from '../../testing/handlers/ordersHandlers';
import { holdRequests } from '../../testing/holdRequests';
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
    expect(within(row('Lalsalu')).queryByRole('link')).not.toBeInTheDocument();
    const cancelled = within(row('Pather Panchali')).getByText(english('labels.cancelled'));
    expect(cancelled).toHaveClass('text-body-secondary');
    expect(within(row('Pather Panchali')).queryByRole('link')).not.toBeInTheDocument();
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
