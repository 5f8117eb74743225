import { screen, within } from '@testing-library/react';
import { SERVER_ERRORS } from '../../../shared/messages';
import { MOCK_HANDOVER_CODE, serverOrders } from '../../testing/handlers/ordersHandlers';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const orderOf = (title: string) => serverOrders.find(({ bookTitle }) => bookTitle === title)!;
const region = () => screen.getByRole('region', { name: 'Orders for my books' });
const itemOf = (title: string) =>
  within(region()).getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe("'Orders for my books'", () => {
  it('says each order’s state and takes the buyer’s code: a wrong one is refused, the right one completes the sale', async () => {
    Object.assign(orderOf('The God of Small Things'), {
      payment_method: 'cash',
      meetup_at: '2026-11-23T11:30:00.000Z',
      pay_by: null,
    });
    signedInAs('seller@demo.test');
    const { user } = renderRoute('/dashboard/sellerorders');

    await within(await screen.findByRole('region', { name: 'Orders for my books' })).findByRole(
      'heading',
      { level: 2, name: 'Lalsalu' },
    );
    expect(within(itemOf('Lalsalu')).getByText(/^Paid online; the money is held/)).toBeVisible();
    expect(within(itemOf('Pather Panchali')).getByText('Cancelled.')).toBeVisible();
    expect(within(itemOf('Pather Panchali')).queryByRole('textbox')).toBeNull();

    const cash = itemOf('The God of Small Things');
    expect(within(cash).getByText(/^To be paid in cash when you meet/)).toBeVisible();
    const code = within(cash).getByRole('textbox', { name: 'The buyer’s handover code' });
    await user.type(code, '000000');
    await user.click(within(cash).getByRole('button', { name: 'Confirm handover' }));
    expect(await within(cash).findByRole('alert')).toHaveTextContent(
      SERVER_ERRORS.handoverCodeWrong,
    );

    await user.clear(code);
    await user.type(code, MOCK_HANDOVER_CODE);
    await user.click(within(cash).getByRole('button', { name: 'Confirm handover' }));
    expect(
      await within(itemOf('The God of Small Things')).findByText(
        'Handed over: the sale is complete.',
      ),
    ).toBeVisible();
  });

  it('after the meet-up time the seller may cancel a cash order whose buyer did not come', async () => {
    Object.assign(orderOf('The God of Small Things'), {
      payment_method: 'cash',
      meetup_at: new Date(Date.now() - 60_000).toISOString(),
      pay_by: null,
    });
    signedInAs('seller@demo.test');
    const { user } = renderRoute('/dashboard/sellerorders');
    await within(await screen.findByRole('region', { name: 'Orders for my books' })).findByRole(
      'heading',
      { level: 2, name: 'The God of Small Things' },
    );
    expect(within(itemOf('Lalsalu')).queryByRole('button', { name: /did not come/ })).toBeNull();

    await user.click(
      within(itemOf('The God of Small Things')).getByRole('button', {
        name: 'The buyer did not come: cancel and free the book',
      }),
    );
    expect(await within(itemOf('The God of Small Things')).findByText('Cancelled.')).toBeVisible();
  });

  it('tells a seller nobody has ordered their books yet', async () => {
    signedInAs('newseller@demo.test');
    renderRoute('/dashboard/sellerorders');
    expect(
      await within(await screen.findByRole('region', { name: 'Orders for my books' })).findByText(
        'Nobody has ordered your books yet.',
      ),
    ).toBeVisible();
  });
});
