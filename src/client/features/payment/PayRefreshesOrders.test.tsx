import { screen, waitFor, within } from '@testing-library/react';

import { TEST_MODE_CARDS } from '../../../shared/constants';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';
import { UNPAID, payButton, typeTestModeCard } from '../../testing/paymentTestKit';
import { english } from '../../testing/english';

const unpaidRow = () => screen.getByRole('row', { name: new RegExp(`^${UNPAID}`) });

describe('paying from My Orders', () => {
  it('follows Pay to the payment page, and My Orders then says Paid', async () => {
    signedInAs('buyer@demo.test');
    const { user, router } = renderRoute('/dashboard/myorders');
    await screen.findByRole('table');

    await user.click(within(unpaidRow()).getByRole('link', { name: english('labels.pay') }));
    await screen.findByRole('heading', {
      level: 1,
      name: english('labels.paymentFor', { title: UNPAID }),
    });
    await waitFor(() => expect(payButton()).toBeEnabled());
    const requests = recordRequests();
    await typeTestModeCard(user, TEST_MODE_CARDS.succeeds);
    await user.click(payButton());
    await screen.findByText(english('buying.transactionId'), { exact: false });

    await user.click(screen.getByRole('link', { name: english('buying.viewOrders') }));

    expect(router.state.location.pathname).toBe('/dashboard/myorders');
    // Still cached from the first visit, but the payment invalidated it: fetched afresh.
    await screen.findByRole('table');
    expect(within(unpaidRow()).getByText(english('labels.paid'))).toBeVisible();
    expect(requestsTo(requests, 'GET', '/orders')).toHaveLength(1);
    expect(
      within(unpaidRow()).queryByRole('link', { name: english('labels.pay') }),
    ).not.toBeInTheDocument();
  });
});
