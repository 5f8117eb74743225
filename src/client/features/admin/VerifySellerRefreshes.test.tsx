import { screen, waitFor, within } from '@testing-library/react';

import { serverListings } from '../../testing/handlers/listingsHandlers';
import { resetWishlists } from '../../testing/handlers/wishlistHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

const TITLE = 'One Hundred Years of Solitude';
const sideMenu = () => screen.getByRole('navigation', { name: 'Dashboard' });
const markOf = (card: HTMLElement) => within(card).getByRole('img', { name: /^Seller|^Verified/ });

describe("verifying a seller, seen on the admin's own wishlist", () => {
  it("turns the mark of the seller's book on the wishlist to a green 'Y'", async () => {
    const book = serverListings.find(({ book_title }) => book_title === TITLE)!;
    resetWishlists({ 'admin@demo.test': [book._id] });
    signedInAs('admin@demo.test');
    const { user } = renderRoute('/dashboard/mywishlist');
    const before = await screen.findByRole('article', { name: TITLE });
    await waitFor(() =>
      expect(markOf(before)).toHaveAccessibleName(
        `${english('labels.unverifiedSellerMark')}, ${english('labels.unverifiedListingMark').toLowerCase()}`,
      ),
    );
    expect(markOf(before)).toHaveTextContent(english('labels.unverifiedListing'));

    await user.click(
      await within(sideMenu()).findByRole('link', { name: english('pages.allSellers') }),
    );
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Verify Nusrat Jahan' }));
    const verify = await screen.findByRole('button', { name: english('admin.confirmVerify') });
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);
    await screen.findAllByText(english('labels.verified'));
    await user.click(within(sideMenu()).getByRole('link', { name: english('pages.myWishlist') }));

    const after = await screen.findByRole('article', { name: TITLE });
    await waitFor(() => expect(markOf(after)).toHaveTextContent(english('labels.verifiedSeller')));
    expect(markOf(after)).toHaveAccessibleName(
      `${english('labels.verifiedSellerMark')}, ${english('labels.verifiedListingMark').toLowerCase()}`,
    );
    expect(requestsTo(requests, 'GET', '/wishlist')).toHaveLength(1);
  });
});
