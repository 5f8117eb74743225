import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API } from '../../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { advertisementsApi } from '../../api/advertisementsApi';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { errorResponse } from '../../testing/handlers/errorResponse';
import { resetListings, serverListings } from '../../testing/handlers/listingsHandlers';
import { moderationStore } from '../../testing/handlers/moderationStore';
import { holdRequests } from '../../testing/holdRequests';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

type Page = ReturnType<typeof renderRoute>;

async function openMyListings(email = 'seller@demo.test'): Promise<Page> {
  signedInAs(email);
  const page = renderRoute('/dashboard/myproducts');
  await screen.findByRole('heading', { level: 1, name: 'My Products' });
  return page;
}

const section = () => screen.getByRole('region', { name: 'My Products' });
const item = (title: string) => screen.getByRole('article', { name: title });
const buttonsOf = (title: string) =>
  within(item(title))
    .getAllByRole('button')
    .map((button) => button.textContent);
const idOf = (title: string) => serverListings.find((listing) => listing.book_title === title)?._id;

describe('my products page', () => {
  it("lists the seller's books, sold ones too, with the actions each allows", async () => {
    await openMyListings();

    await screen.findAllByRole('article');
    const titles = within(section()).getAllByRole('heading', { level: 2 });
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'The Old Man and the Sea',
      'Pather Panchali',
      'Lalsalu',
      'The God of Small Things',
    ]);
    expect(document.title).toBe('My Products | Used Book Resale');

    expect(buttonsOf('The Old Man and the Sea')).toEqual([
      english('labels.offAdvertise'),
      english('labels.delete'),
    ]);
    expect(
      within(item('The Old Man and the Sea')).getByText(english('labels.advertised')),
    ).toBeVisible();
    expect(buttonsOf('Lalsalu')).toEqual([english('labels.delete')]);
    expect(within(item('Lalsalu')).getByText(english('labels.sold'))).toBeVisible();
    expect(
      within(item('Lalsalu')).queryByText(english('labels.advertised')),
    ).not.toBeInTheDocument();
    expect(buttonsOf('The God of Small Things')).toEqual([
      english('labels.advertise'),
      english('labels.delete'),
    ]);
    expect(within(item('The God of Small Things')).getByText('TK 250')).toBeVisible();
    const god = within(item('The God of Small Things'));
    const cover = god.getByRole('img', { name: 'The God of Small Things', hidden: true });
    expect(cover).toHaveAttribute('src', '/images/books/the-god-of-small-things.svg');
    // Title and photo open the book's page (the photo's link for a mouse only).
    const bookHref = `/book/${serverListings.find((l) => l.book_title === 'The God of Small Things')!._id}`;
    expect(god.getByRole('link', { name: 'The God of Small Things' })).toHaveAttribute(
      'href',
      bookHref,
    );
    expect(cover.closest('a')).toHaveAttribute('href', bookHref);
    expect(god.getByText('by Syed Waliullah')).toBeVisible();
  });

  it('says which book waits for the admin, without advertising it yet', async () => {
    moderationStore.awaitingApproval.add(idOf('Pather Panchali')!);
    await openMyListings();

    const waiting = await screen.findByRole('article', { name: 'Pather Panchali' });
    expect(within(waiting).getByText(english('selling.awaitingApproval'))).toBeVisible();
    expect(within(waiting).getByText(english('selling.awaitingApprovalNote'))).toBeVisible();
    expect(buttonsOf('Pather Panchali')).toEqual([english('labels.delete')]);
    expect(
      within(waiting).getByRole('link', { name: english('selling.edit') }),
    ).toBeInTheDocument();
    expect(
      within(item('The God of Small Things')).queryByText(english('selling.awaitingApproval')),
    ).toBeNull();
  });

  it('advertises a book: busy, the toast, then the button turns into Off Advertise', async () => {
    const release = holdRequests('post', API.advertise.route);
    const { user } = await openMyListings();
    const requests = recordRequests();
    const title = 'The God of Small Things';

    const button = await within(await screen.findByRole('article', { name: title })).findByRole(
      'button',
      { name: english('labels.advertise') },
    );
    await user.click(button);

    expect(button).toBeDisabled();
    expect(
      within(item(title)).getByRole('button', { name: english('labels.delete') }),
    ).toBeDisabled();
    release();
    expect(await screen.findByText(english('toasts.advertised'))).toBeInTheDocument();
    expect(
      await within(item(title)).findByRole('button', { name: english('labels.offAdvertise') }),
    ).toBeEnabled();
    expect(within(item(title)).getByText(english('labels.advertised'))).toBeVisible();
    const [advertise] = requestsTo(requests, 'POST', `/adv/${idOf(title)}`);
    expect(advertise?.authorization).toBe(
      `Bearer ${localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)}`,
    );
  });

  it('stops advertising a book', async () => {
    const { user } = await openMyListings();
    const title = 'Pather Panchali';

    await user.click(
      await within(await screen.findByRole('article', { name: title })).findByRole('button', {
        name: english('labels.offAdvertise'),
      }),
    );

    expect(await screen.findByText(english('toasts.unadvertised'))).toBeInTheDocument();
    expect(
      await within(item(title)).findByRole('button', { name: english('labels.advertise') }),
    ).toBeEnabled();
    expect(within(item(title)).queryByText(english('labels.advertised'))).not.toBeInTheDocument();
  });

  it("shows the server's refusal, and the fresh state, when the book was sold meanwhile", async () => {
    const title = 'The God of Small Things';
    server.use(
      http.post(apiUrl(API.advertise.route), () => {
        // Sold to a buyer between the page loading and the click.
        const listing = serverListings.find((candidate) => candidate.book_title === title);
        if (listing) listing.sold = true;
        return errorResponse(409, SERVER_ERRORS.listingSold);
      }),
    );
    const { user } = await openMyListings();

    await user.click(
      await within(await screen.findByRole('article', { name: title })).findByRole('button', {
        name: english('labels.advertise'),
      }),
    );

    expect(await screen.findByText(SERVER_ERRORS.listingSold)).toBeInTheDocument();
    expect(await within(item(title)).findByText(english('labels.sold'))).toBeVisible();
    expect(buttonsOf(title)).toEqual([english('labels.delete')]);
    expect(screen.queryByText(english('toasts.advertised'))).not.toBeInTheDocument();
  });

  it('deletes a book only after the confirmation', async () => {
    const { user } = await openMyListings();
    const requests = recordRequests();
    const title = 'Lalsalu';
    const deleteButton = async () =>
      within(await screen.findByRole('article', { name: title })).getByRole('button', {
        name: english('labels.delete'),
      });

    await user.click(await deleteButton());
    let dialog = await screen.findByRole('dialog', { name: english('listing.deleteTitle') });
    expect(dialog).toHaveTextContent(english('listing.deleteBody', { title }));
    await user.click(within(dialog).getByRole('button', { name: english('labels.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(item(title)).toBeInTheDocument();
    expect(requestsTo(requests, 'DELETE', `/deletebook/${idOf(title)}`)).toHaveLength(0);

    const id = idOf(title);
    await user.click(await deleteButton());
    dialog = await screen.findByRole('dialog', { name: english('listing.deleteTitle') });
    await user.click(within(dialog).getByRole('button', { name: english('labels.delete') }));

    expect(await screen.findByText(english('toasts.deleted'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: title })).not.toBeInTheDocument(),
    );
    expect(requestsTo(requests, 'DELETE', `/deletebook/${id}`)).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('refreshes the other views a change affects: the carousel and the category totals', async () => {
    const page = await openMyListings();
    // The home page's carousel, still subscribed (as when it is open in the same session).
    const carousel = page.store.dispatch(advertisementsApi.endpoints.getAdvertisements.initiate());
    await carousel;
    const requests = recordRequests();
    const title = 'The God of Small Things';

    await page.user.click(
      await within(await screen.findByRole('article', { name: title })).findByRole('button', {
        name: english('labels.advertise'),
      }),
    );
    await screen.findByText(english('toasts.advertised'));
    await waitFor(() => expect(requestsTo(requests, 'GET', '/adv')).toHaveLength(1));
    await waitFor(() =>
      expect(
        advertisementsApi.endpoints.getAdvertisements
          .select()(page.store.getState())
          .data?.map(({ _id }) => _id),
      ).toContain(idOf(title)),
    );
    // The header's Books menu keeps the categories subscribed; deleting changes their totals.
    expect(requestsTo(requests, 'GET', '/Categories')).toHaveLength(0);

    await page.user.click(
      within(item(title)).getByRole('button', { name: english('labels.delete') }),
    );
    const dialog = await screen.findByRole('dialog', { name: english('listing.deleteTitle') });
    await page.user.click(within(dialog).getByRole('button', { name: english('labels.delete') }));

    await screen.findByText(english('toasts.deleted'));
    await waitFor(() => expect(requestsTo(requests, 'GET', '/Categories')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(requests, 'GET', '/adv')).toHaveLength(2));
    carousel.unsubscribe();
  });

  it('offers Add Product when the seller has no books yet', async () => {
    resetListings([]);
    await openMyListings();

    expect(await screen.findByText(english('listing.noOwnBooks'))).toBeInTheDocument();
    expect(
      within(section()).getByRole('link', { name: english('pages.addProduct') }),
    ).toHaveAttribute('href', '/dashboard/addproduct');
  });

  it('says the list could not be loaded, and loads it on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.sellerListings.route), () => {
        if (failures >= 4) return undefined;
        failures += 1;
        return errorResponse(500, SERVER_ERRORS.internal);
      }),
    );
    const { user } = await openMyListings();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('listing.loadFailed'));
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(await screen.findByRole('article', { name: 'Lalsalu' })).toBeInTheDocument();
  });
});
