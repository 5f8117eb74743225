import { screen, waitFor, within } from '@testing-library/react';
import { SERVER_ERRORS } from '../../../shared/messages';
import { bangla, english } from '../../testing/english';
import { CATEGORY_IDS, serverListings } from '../../testing/handlers/listingsHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute, renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';
const listing = () => serverListings.find(({ book_title }) => book_title === TITLE)!;
const listingsPath = `/CategoryBooks/${CATEGORY_IDS.fiction}`;

async function openFiction() {
  signedInAs('buyer@demo.test');
  const page = renderRoute(`/categorybooks/${CATEGORY_IDS.fiction}`);
  const card = await screen.findByRole('article', { name: TITLE });
  return { ...page, card };
}

const cardShown = () => screen.queryByRole('article', { name: TITLE });

describe('a category page whose book changed since it was loaded', () => {
  it('refuses an order for a book sold meanwhile, and the card then leaves the page', async () => {
    const { user, card } = await openFiction();
    listing().sold = true;
    const requests = recordRequests();

    await user.click(within(card).getByRole('button', { name: english('labels.buyNow') }));
    const dialog = await screen.findByRole('dialog', {
      name: english('buying.orderModalTitle', { title: TITLE }),
    });
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVER_ERRORS.listingSold);
    await waitFor(() => expect(requestsTo(requests, 'GET', listingsPath)).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: english('labels.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardShown()).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'The Old Man and the Sea' })).toBeVisible();
  });

  it('says a book deleted meanwhile is gone when wishlisted, and the card leaves', async () => {
    const { user, card } = await openFiction();
    serverListings.splice(serverListings.indexOf(listing()), 1);
    const requests = recordRequests();

    await user.click(within(card).getByRole('button', { name: english('labels.addToWishlist') }));

    expect(await screen.findByText(SERVER_ERRORS.listingNotFound)).toBeInTheDocument();
    await waitFor(() => expect(cardShown()).not.toBeInTheDocument());
    expect(requestsTo(requests, 'GET', listingsPath)).toHaveLength(1);
    // The categories' totals (the header's Books menu) are asked again too.
    expect(requestsTo(requests, 'GET', '/Categories')).toHaveLength(1);
  });
});

describe('a refusal in Bangla', () => {
  it("shows the server's refusal by its code, in Bangla (the answer's message stays English)", async () => {
    signedInAs('buyer@demo.test');
    const { user } = await renderRouteIn('bn', `/categorybooks/${CATEGORY_IDS.fiction}`);
    const card = await screen.findByRole('article', { name: TITLE });
    listing().sold = true;

    await user.click(within(card).getByRole('button', { name: bangla('labels.buyNow') }));
    const dialog = await screen.findByRole('dialog', {
      name: bangla('buying.orderModalTitle', { title: TITLE }),
    });
    await user.type(within(dialog).getByLabelText(bangla('buying.fieldLocation')), 'ধানমন্ডি');
    await user.click(within(dialog).getByRole('button', { name: bangla('buying.submitOrder') }));

    // 409 { message: 'This book is already sold.', code: 'listingSold' }
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('বইটি আগেই বিক্রি হয়ে গেছে।');
    expect(within(dialog).queryByText(SERVER_ERRORS.listingSold)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: bangla('labels.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
