import { screen, waitFor, within } from '@testing-library/react';
import { LABELS, PAGE_NAMES } from '../../../shared/messages';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { resetWishlists } from '../../testing/handlers/wishlistHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

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
        `${LABELS.unverifiedSellerMark}, ${LABELS.unverifiedListingMark.toLowerCase()}`,
      ),
    );
    expect(markOf(before)).toHaveTextContent(LABELS.unverifiedListing);

    await user.click(await within(sideMenu()).findByRole('link', { name: PAGE_NAMES.allSellers }));
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Verify Nusrat Jahan' }));
    await screen.findAllByText(LABELS.verified);
    await user.click(within(sideMenu()).getByRole('link', { name: PAGE_NAMES.myWishlist }));

    const after = await screen.findByRole('article', { name: TITLE });
    await waitFor(() => expect(markOf(after)).toHaveTextContent(LABELS.verifiedSeller));
    expect(markOf(after)).toHaveAccessibleName(
      `${LABELS.verifiedSellerMark}, ${LABELS.verifiedListingMark.toLowerCase()}`,
    );
    expect(requestsTo(requests, 'GET', '/wishlist')).toHaveLength(1);
  });
});
