import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { usersApi } from '../../api/usersApi';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { knownUsers } from '../../testing/handlers/identityHandlers';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { addReport } from '../../testing/handlers/moderationStore';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { resetReviews, saveReview, storedReview } from '../../testing/handlers/reviewStore';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

const NUSRAT_ID = 'a1d2c3b4-0003-4a00-8a00-000000000003';

/** 'Verify Nusrat Jahan', then the dialog's own Verify once her summary is in. */
async function verifyNusrat(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Verify Nusrat Jahan' }));
  const dialog = await screen.findByRole('dialog', {
    name: english('admin.verifyTitle', { name: 'Nusrat Jahan' }),
  });
  const confirm = within(dialog).getByRole('button', { name: english('admin.confirmVerify') });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
  return dialog;
}

async function openAsAdmin(path: string, heading: string) {
  signedInAs('admin@demo.test');
  const page = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return page;
}

/** The table's rows as [picture, name, email, (rating, action)], without the header row. */
async function rowsOf(region: string) {
  const table = await within(screen.getByRole('region', { name: region })).findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells));
}

describe('admin pages', () => {
  it('lists all buyers with picture, name and e-mail under "Total Buyer: {count}"', async () => {
    knownUsers.set('rina@demo.test', {
      _id: 'b1d2c3b4-0005-4a00-8a00-000000000005',
      name: 'Rina Das',
      email: 'rina@demo.test',
      img: '/images/avatars/buyer.svg',
      role: 'buyer',
      appVerified: false,
    });
    await openAsAdmin('/dashboard/allbuyers', 'All Buyers');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: english('labels.totalBuyer', { count: 2 }),
      }),
    ).toBeInTheDocument();
    const rows = await rowsOf('All Buyers');
    expect(rows.map((cells) => cells.slice(1).map((cell) => cell.textContent))).toEqual([
      ['Karim Ahmed', 'buyer@demo.test'],
      ['Rina Das', 'rina@demo.test'],
    ]);
    // Karim has no photo: the neutral silhouette stands in, still named.
    expect(within(rows[0]![0]!).getByRole('img', { name: 'Karim Ahmed' })).toHaveAttribute(
      'src',
      '/images/avatars/default.svg',
    );
    expect(within(rows[1]![0]!).getByRole('img', { name: 'Rina Das' })).toHaveAttribute(
      'src',
      '/images/avatars/buyer.svg',
    );
    expect(document.title).toBe('All Buyers | Used Book Resale');
  });

  it('lists all sellers with their rating: "Verified" for a verified one, Verify for others', async () => {
    saveReview(
      serverOrders.find(({ status }) => status === 'paid')!,
      { rating: 4 },
    );
    await openAsAdmin('/dashboard/allsellers', 'All Seller');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: english('labels.totalSeller', { count: 2 }),
      }),
    ).toBeInTheDocument();
    const rows = await rowsOf('All Seller');
    expect(rows.map((cells) => cells.map((cell) => cell.textContent))).toEqual([
      [
        '',
        'Nusrat Jahan',
        'newseller@demo.test',
        english('listing.newSeller'),
        english('labels.verify'),
      ],
      ['', 'Rahim Uddin', 'seller@demo.test', '4.0 (1)', english('labels.verified')],
    ]);
    expect(within(rows[1]![3]!).getByRole('img')).toHaveAccessibleName(
      english('listing.ratingDescription', { average: '4.0', count: 1 }),
    );
    expect(within(rows[1]![4]!).getByText(english('labels.verified'))).toHaveClass(
      'badge',
      'bg-success',
    );
    expect(within(rows[1]![4]!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rows[0]![4]!).getByRole('button', { name: 'Verify Nusrat Jahan' }),
    ).toHaveTextContent(english('labels.verify'));
  });

  it('verifies a seller: PUT /sellerverify with the e-mail, then the list shows Verified', async () => {
    const { user } = await openAsAdmin('/dashboard/allsellers', 'All Seller');
    const requests = recordRequests();

    await verifyNusrat(user);

    const region = screen.getByRole('region', { name: 'All Seller' });
    await waitFor(() =>
      expect(
        within(region).queryByRole('button', { name: 'Verify Nusrat Jahan' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(region).getAllByText(english('labels.verified'))).toHaveLength(2);
    const sent = requests.map(({ method, path }) => `${method} ${path}`);
    expect(sent).toEqual([
      `GET /admin/sellers/${NUSRAT_ID}/summary`,
      'PUT /sellerverify',
      'GET /sellers',
    ]);
    expect(knownUsers.get('newseller@demo.test')?.appVerified).toBe(true);
    // The server verified her listings with her.
    expect(
      serverListings
        .filter(({ seller_email }) => seller_email === 'newseller@demo.test')
        .every(({ isVerified }) => isVerified),
    ).toBe(true);
  });

  it("turns the seller's mark on book cards green: their seller detail is fetched again", async () => {
    const page = await openAsAdmin('/dashboard/allsellers', 'All Seller');
    // A book card of hers, still subscribed (as when a category page is open in the session).
    const detail = page.store.dispatch(
      usersApi.endpoints.getSellerDetail.initiate('newseller@demo.test'),
    );
    expect((await detail).data?.appVerified).toBe(false);

    await verifyNusrat(page.user);

    await waitFor(() =>
      expect(
        usersApi.endpoints.getSellerDetail.select('newseller@demo.test')(page.store.getState()).data
          ?.appVerified,
      ).toBe(true),
    );
    detail.unsubscribe();
  });

  it('sends the verified e-mail in the query', async () => {
    const mails: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/sellerverify')) mails.push(url.searchParams.get('mail'));
    });
    const { user } = await openAsAdmin('/dashboard/allsellers', 'All Seller');

    await verifyNusrat(user);

    await waitFor(() => expect(mails).toEqual(['newseller@demo.test']));
  });

  it("shows the server's refusal of a verification", async () => {
    server.use(
      http.put(apiUrl(API.verifySeller.route), () =>
        errorResponse(404, SERVER_ERRORS.sellerNotFound),
      ),
    );
    const { user } = await openAsAdmin('/dashboard/allsellers', 'All Seller');

    await verifyNusrat(user);

    expect(await screen.findByText(SERVER_ERRORS.sellerNotFound)).toBeInTheDocument();
    // Usable again once the list, fetched again after the refusal, is back.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Verify Nusrat Jahan' })).toBeEnabled(),
    );
  });

  it('shows what to weigh before verifying, and verifies nothing on Cancel', async () => {
    addReport({
      kind: 'listing',
      target_id: serverListings.find((l) => l.seller_email === 'newseller@demo.test')!._id,
      title: 'Spam',
      reporter_email: 'buyer@demo.test',
      reported_email: 'newseller@demo.test',
    });
    resetReviews([
      storedReview({ seller_email: 'newseller@demo.test', rating: 5 }),
      storedReview({ seller_email: 'newseller@demo.test', rating: 4 }),
    ]);
    const { user } = await openAsAdmin('/dashboard/allsellers', 'All Seller');
    const requests = recordRequests();

    await user.click(await screen.findByRole('button', { name: 'Verify Nusrat Jahan' }));
    const dialog = await screen.findByRole('dialog', {
      name: english('admin.verifyTitle', { name: 'Nusrat Jahan' }),
    });
    expect(dialog).toHaveTextContent(english('admin.verifyIntro', { name: 'Nusrat Jahan' }));
    const fact = async (term: string) =>
      (await within(dialog).findByText(term)).nextElementSibling?.textContent;
    expect(await fact(english('admin.joined'))).toBe('Jan 15, 2026');
    const forSale = serverListings.filter(
      (l) => l.seller_email === 'newseller@demo.test' && !l.sold,
    ).length;
    expect(await fact(english('admin.booksForSale'))).toBe(String(forSale));
    expect(await fact(english('admin.sales'))).toBe('0');
    expect(
      within(dialog).getByRole('img', {
        name: english('listing.ratingDescription', { average: '4.5', count: 2 }),
      }),
    ).toBeVisible();
    expect(await fact(english('admin.openReports'))).toBe('1');

    const cancel = within(dialog).getAllByRole('button', { name: english('admin.cancel') });
    await user.click(cancel.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.map(({ method }) => method)).not.toContain('PUT');
    expect(knownUsers.get('newseller@demo.test')?.appVerified).toBe(false);
  });

  it('shows only the unverified sellers when asked, the count heading unchanged', async () => {
    const { user } = await openAsAdmin('/dashboard/allsellers', 'All Seller');
    const heading = english('labels.totalSeller', { count: 2 });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: english('admin.onlyUnverified') }));
    const rows = await rowsOf('All Seller');
    expect(rows.map((cells) => cells[2]!.textContent)).toEqual(['newseller@demo.test']);
    expect(screen.getByRole('status')).toHaveTextContent(
      english('admin.showingUnverified', { count: 1 }),
    );
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();

    await verifyNusrat(user);
    expect(
      await screen.findByText(english('admin.showingUnverified', { count: 0 })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list could not be loaded, and loads it on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.buyers.route), () => {
        if (failures >= 4) return undefined;
        failures += 1;
        return errorResponse(500, SERVER_ERRORS.internal);
      }),
    );
    const { user } = await openAsAdmin('/dashboard/allbuyers', 'All Buyers');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('listing.loadFailed'));
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: english('labels.totalBuyer', { count: 1 }),
      }),
    ).toBeInTheDocument();
  });

  it('sends a seller to /login', async () => {
    signedInAs('seller@demo.test');
    const { router } = renderRoute('/dashboard/allsellers');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: /Total Seller/ })).not.toBeInTheDocument();
  });
});
