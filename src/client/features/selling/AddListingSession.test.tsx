import { screen, waitFor } from '@testing-library/react';
import { API } from '../../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { storeAccessToken } from '../../api/accessTokenStorage';
import { fakeAccessToken } from '../../testing/handlers/identityHandlers';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { fakeIdentity } from '../../testing/session';
import { LISTING, failOnce, fillIn, openAddListing, submit } from '../../testing/addListingTestKit';
import { english } from '../../testing/english';

const storedToken = () => localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);

describe("the photo upload and the seller's session", () => {
  it('renews an access token that expired while the page was open, before uploading', async () => {
    const page = await openAddListing();
    await fillIn(page);
    // The form stayed open past the token's lifetime.
    const expired = fakeAccessToken('seller@demo.test', -10);
    storeAccessToken(expired);
    const requests = recordRequests();

    await submit(page);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
    const sent = requests.map(({ method, path }) => `${method} ${path}`);
    expect(sent.slice(0, 2)).toEqual(['POST /jwt', 'POST /upload']);
    const fresh = storedToken();
    expect(fresh).not.toBe(expired);
    expect(requestsTo(requests, 'POST', '/upload')[0]?.authorization).toBe(`Bearer ${fresh}`);
    expect(serverListings.some(({ book_title }) => book_title === LISTING.title)).toBe(true);
  });

  it('signs the user out when the upload is refused with 401, like any other call', async () => {
    failOnce('post', API.upload.route, 401, SERVER_ERRORS.accessTokenInvalid);
    const page = await openAddListing();
    await fillIn(page);

    await submit(page);

    expect(await screen.findByText(english('clientErrors.sessionEnded'))).toBeInTheDocument();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/signin'));
    expect(fakeIdentity.currentUser).toBeNull();
    expect(storedToken()).toBeNull();
    expect(serverListings.some(({ book_title }) => book_title === LISTING.title)).toBe(false);
  });
});
