import { act, screen, waitFor } from '@testing-library/react';
import { API } from '../../../shared/apiPaths';
import { CATEGORY_IDS } from '../../testing/handlers/listingsHandlers';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { fakeIdentity, signedInAs } from '../../testing/session';

const FICTION_PATH = `/categorybooks/${CATEGORY_IDS.fiction}`;
const FICTION_BOOKS = API.categoryListings.url(CATEGORY_IDS.fiction);

describe('the category page asks for its books without waiting (no waterfall)', () => {
  it('asks with the stored token while the session is still being restored, once', async () => {
    fakeIdentity.holdAuthState();
    signedInAs('buyer@demo.test');
    const requests = recordRequests();
    renderRoute(FICTION_PATH);

    await waitFor(() => expect(requests.map(({ path }) => path)).toContain(FICTION_BOOKS));
    expect(requests.find(({ path }) => path === FICTION_BOOKS)?.authorization).toMatch(/^Bearer /);
    // The guard still waits for the session: the page is not shown yet.
    expect(screen.getByRole('status', { name: 'Loading page…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    act(() => fakeIdentity.releaseAuthState());

    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    // The page's own query joined the loader's request.
    expect(requests.filter(({ path }) => path === FICTION_BOOKS)).toHaveLength(1);
  });

  it('asks for nothing for a visitor without a session, who is sent to sign in', async () => {
    const requests = recordRequests();
    renderRoute(FICTION_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(requests.map(({ path }) => path)).not.toContain(FICTION_BOOKS);
  });
});
