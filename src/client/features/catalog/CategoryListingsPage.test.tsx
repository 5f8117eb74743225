import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { CATEGORY_PAGE_SIZE } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { english } from '../../testing/english';
import type { FromState } from '../../session/guards';
import { apiUrl } from '../../testing/handlers/apiUrl';
import {
  CATEGORY_IDS,
  listingFixture,
  resetListings,
} from '../../testing/handlers/listingsHandlers';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { saveReview } from '../../testing/handlers/reviewStore';
import { holdRequests } from '../../testing/holdRequests';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';

const FICTION_PATH = `/categorybooks/${CATEGORY_IDS.fiction}`;

function openCategory(categoryId: string) {
  signedInAs('buyer@demo.test');
  return renderRoute(`/categorybooks/${categoryId}`);
}

const cardTitles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('category books page', () => {
  it('sends a signed-out visitor to /signin, keeping the origin', async () => {
    const { router } = renderRoute(FICTION_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect((router.state.location.state as FromState).from?.pathname).toBe(FICTION_PATH);
  });

  it('shows a spinner, then the available books of the category, newest first', async () => {
    const release = holdRequests('get', API.categoryListings.route);
    openCategory(CATEGORY_IDS.fiction);

    expect(await screen.findByRole('status', { name: 'Loading books…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiction' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    // Lalsalu is sold, Sapiens is in another category.
    expect(cardTitles()).toEqual([
      'The Old Man and the Sea',
      'Pather Panchali',
      'The God of Small Things',
      'One Hundred Years of Solitude',
    ]);
    expect(screen.queryByRole('status', { name: 'Loading books…' })).not.toBeInTheDocument();
    expect(document.title).toBe('Products | Used Book Resale');
    // Fewer than a page: nothing more to show.
    expect(
      screen.queryByRole('button', { name: english('labels.showMoreBooks') }),
    ).not.toBeInTheDocument();
  });

  it("fetches the first card's cover at once and first, the others when they near the view", async () => {
    openCategory(CATEGORY_IDS.fiction);

    const covers = (await screen.findAllByRole('article')).map((article) => {
      const title = within(article).getByRole('heading').textContent ?? '';
      return within(article).getByRole('img', { name: title, hidden: true });
    });
    expect(covers).toHaveLength(4);
    const [first, ...others] = covers;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const cover of others) {
      expect(cover).toHaveAttribute('loading', 'lazy');
      expect(cover).not.toHaveAttribute('fetchpriority');
    }
  });

  it('links to the search page with the category chosen', async () => {
    const { user, router } = openCategory(CATEGORY_IDS.fiction);

    const link = await screen.findByRole('link', {
      name: english('catalog.searchInCategory', { category: 'Fiction' }),
    });
    expect(link).toHaveAttribute('href', `/search?category=${CATEGORY_IDS.fiction}`);
    await user.click(link);

    expect(
      await screen.findByRole('combobox', { name: english('search.category') }),
    ).toHaveDisplayValue('Fiction');
    expect(router.state.location.search).toBe(`?category=${CATEGORY_IDS.fiction}`);
  });

  it('shows a card as docs/product.md#book-cards describes it', async () => {
    const long = `${'A tale of the river and the village. '.repeat(4)}UNSEEN TAIL`;
    const listing = listingFixture({
      book_title: 'Padma Nadir Majhi',
      book_img: '/images/books/padma.svg',
      description: long,
      seller_price: 1250,
      original_price: 1800.5,
      condition: 'excellent',
      location: 'Sylhet',
      used: '120 days',
      post_date: '2026-03-05T17:45:00.000Z',
      post_time: '2026-03-05T17:45:00.000Z',
      category_id: CATEGORY_IDS.art,
    });
    resetListings([listing]);
    openCategory(CATEGORY_IDS.art);

    const article = await screen.findByRole('article', { name: 'Padma Nadir Majhi' });
    // Title and photo open the book's page; the photo's link is for a mouse, out of the tab
    // order and hidden from screen readers, which hear the title's link once.
    const bookHref = `/book/${listing._id}`;
    expect(within(article).getByRole('link', { name: 'Padma Nadir Majhi' })).toHaveAttribute(
      'href',
      bookHref,
    );
    // The other link is the seller's name, to their page.
    expect(within(article).getAllByRole('link')).toHaveLength(2);
    const cover = within(article).getByRole('img', { name: 'Padma Nadir Majhi', hidden: true });
    expect(cover.closest('a')).toHaveAttribute('href', bookHref);
    expect(cover.closest('a')).toHaveAttribute('tabindex', '-1');
    expect(cover).toHaveAttribute('src', '/images/books/padma.svg');
    expect(within(article).getByText('by Syed Waliullah')).toBeInTheDocument();
    // The only (so first) card: its cover is a phone's largest paint, fetched at once and first.
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    // A demo SVG has no smaller widths: no srcset.
    expect(cover).not.toHaveAttribute('srcset');
    expect(cover).toHaveAttribute('width', '400');
    expect(cover).toHaveAttribute('height', '600');

    expect(within(article).getByText('TK 1,250')).toBeInTheDocument();
    expect(within(article).getByText('TK 1,800.5')).toBeInTheDocument();
    expect(within(article).getByText('excellent')).toBeInTheDocument();
    expect(within(article).getByText('Sylhet')).toBeInTheDocument();
    expect(within(article).getByText('120 days')).toBeInTheDocument();
    expect(within(article).getByText(english('listing.payment_both'))).toBeInTheDocument();
    expect(
      within(article).getByRole('link', {
        name: english('listing.sellerPageLink', { name: 'Rahim Uddin' }),
      }),
    ).toHaveAttribute('href', `/seller/${listing.seller_id}`);
    expect(within(article).getByText(english('listing.newSeller'))).toBeInTheDocument();
    // Formatted in the test's own time zone, as the browser formats it in the reader's.
    const posted = new Date(listing.post_date);
    expect(within(article).getByText(format(posted, 'PP'))).toBeInTheDocument();
    expect(within(article).getByText(format(posted, 'HH:mm'))).toBeInTheDocument();
    expect(within(article).getByText(`${long.slice(0, 97)}...`)).toBeInTheDocument();
    expect(within(article).queryByText(/UNSEEN TAIL/)).not.toBeInTheDocument();

    expect(within(article).getByRole('button', { name: english('labels.buyNow') })).toBeEnabled();
    expect(
      within(article).getByRole('button', { name: english('labels.addToWishlist') }),
    ).toBeEnabled();
  });

  it('marks a book held for another buyer’s cash order Reserved, its Buy Now! waiting', async () => {
    const held = listingFixture({
      book_title: 'Padma Nadir Majhi',
      category_id: CATEGORY_IDS.art,
      payment_methods: ['cash'],
      reserved: true,
    });
    resetListings([held]);
    openCategory(CATEGORY_IDS.art);

    const article = await screen.findByRole('article', { name: 'Padma Nadir Majhi' });
    expect(within(article).getByText(english('labels.reserved'))).toBeVisible();
    expect(within(article).getByText(english('listing.payment_cash'))).toBeVisible();
    expect(within(article).getByRole('button', { name: english('labels.buyNow') })).toBeDisabled();
  });

  it("shows each seller's rating beside their name, from the listings (no request per card)", async () => {
    const paid = serverOrders.find(({ status }) => status === 'paid')!;
    saveReview(paid, { rating: 4 });
    const requests = recordRequests();
    openCategory(CATEGORY_IDS.fiction);

    const rated = await screen.findByRole('article', { name: 'Pather Panchali' });
    const badge = within(rated).getByRole('img', {
      name: english('listing.ratingDescription', { average: '4.0', count: 1 }),
    });
    expect(badge).toHaveTextContent(/^4\.0 \(1\)$/);
    expect(badge.previousElementSibling).toHaveClass('verification-mark');
    const unrated = screen.getByRole('article', { name: 'One Hundred Years of Solitude' });
    expect(within(unrated).getByText(english('listing.newSeller'))).toBeVisible();
    expect(
      within(unrated).getByRole('link', {
        name: english('listing.sellerPageLink', { name: 'Nusrat Jahan' }),
      }),
    ).toHaveAttribute('href', '/seller/a1d2c3b4-0003-4a00-8a00-000000000003');
    expect(requests.filter(({ path }) => /review|seller\//.test(path))).toEqual([]);
  });

  it('adds "..." after a short description too', async () => {
    resetListings([listingFixture({ description: 'Like new.', category_id: CATEGORY_IDS.art })]);
    openCategory(CATEGORY_IDS.art);

    expect(await screen.findByText('Like new....')).toBeInTheDocument();
  });

  it.each([
    ['seller@demo.test', true, 'bg-success', 'Y', 'Verified seller, listing verified'],
    ['seller@demo.test', false, 'bg-success', 'x', 'Verified seller, listing not verified'],
    ['newseller@demo.test', true, 'bg-danger', 'Y', 'Seller not verified yet, listing verified'],
    [
      'newseller@demo.test',
      false,
      'bg-danger',
      'x',
      'Seller not verified yet, listing not verified',
    ],
  ])(
    'marks a book of %s with isVerified %s as %s "%s"',
    async (sellerEmail, isVerified, colour, symbol, description) => {
      resetListings([
        listingFixture({ seller_email: sellerEmail, isVerified, category_id: CATEGORY_IDS.art }),
      ]);
      openCategory(CATEGORY_IDS.art);

      const article = await screen.findByRole('article');
      const mark = await within(article).findByRole('img', { name: description });
      expect(mark).toHaveTextContent(new RegExp(`^${symbol}$`));
      expect(mark).toHaveClass('badge', colour);
      expect(mark).toHaveAttribute('title', description);
      // Written out too, for a phone (no hover) and for whoever cannot tell the colours apart;
      // screen readers already hear it as the mark's name.
      const meaning = within(article).getByText(description);
      expect(meaning).toBeVisible();
      expect(meaning).toHaveAttribute('aria-hidden', 'true');
    },
  );

  /** `count` books of the Art category, an hour apart, 'Book 1' the newest. */
  function artListings(count: number) {
    const listings = Array.from({ length: count }, (_, index) =>
      listingFixture({
        book_title: `Book ${index + 1}`,
        post_date: new Date(Date.UTC(2026, 0, 31, 12) - index * 3_600_000).toISOString(),
        category_id: CATEGORY_IDS.art,
      }),
    );
    resetListings(listings);
    return listings;
  }

  /** The asked pages' query strings. */
  function recordPageQueries() {
    const queries: Array<Record<string, string>> = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/CategoryBooks/')) {
        queries.push(Object.fromEntries(url.searchParams));
      }
    });
    return queries;
  }

  // Many cards: counted with a selector, as role queries over them would take seconds.
  const cardCount = () => document.querySelectorAll('article').length;

  it('loads the next page with "Show more books", after the last book shown', async () => {
    const listings = artListings(CATEGORY_PAGE_SIZE + 6);
    const queries = recordPageQueries();
    const { user } = openCategory(CATEGORY_IDS.art);

    await screen.findByRole('article', { name: 'Book 1' });
    expect(cardCount()).toBe(CATEGORY_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: english('labels.showMoreBooks') }));

    expect(await screen.findByRole('article', { name: 'Book 30' })).toBeInTheDocument();
    expect(cardCount()).toBe(CATEGORY_PAGE_SIZE + 6);
    expect(
      screen.queryByRole('button', { name: english('labels.showMoreBooks') }),
    ).not.toBeInTheDocument();
    expect(queries).toEqual([
      { limit: String(CATEGORY_PAGE_SIZE) },
      { limit: String(CATEGORY_PAGE_SIZE), before: listings[CATEGORY_PAGE_SIZE - 1]?._id },
    ]);
  });

  it('offers more after a full page, and stops when the next one is empty', async () => {
    artListings(CATEGORY_PAGE_SIZE);
    const queries = recordPageQueries();
    const { user } = openCategory(CATEGORY_IDS.art);
    await screen.findByRole('article', { name: 'Book 1' });

    await user.click(screen.getByRole('button', { name: english('labels.showMoreBooks') }));

    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: english('labels.showMoreBooks') }),
      ).not.toBeInTheDocument(),
    );
    expect(queries).toHaveLength(2);
    expect(cardCount()).toBe(CATEGORY_PAGE_SIZE);
  });

  it('reloads the list when the next page is refused (its starting book was deleted)', async () => {
    const listings = artListings(CATEGORY_PAGE_SIZE + 1);
    const { user } = openCategory(CATEGORY_IDS.art);
    await screen.findByRole('article', { name: 'Book 1' });
    // Meanwhile the seller deletes the last book shown, which the next page starts after.
    resetListings(listings.filter((_, index) => index !== CATEGORY_PAGE_SIZE - 1));

    await user.click(screen.getByRole('button', { name: english('labels.showMoreBooks') }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_ERRORS.pageCursorGone);
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: `Book ${CATEGORY_PAGE_SIZE}` })).toBeNull();
    expect(cardCount()).toBe(CATEGORY_PAGE_SIZE);
  });

  it('says so when the category has no books', async () => {
    openCategory(CATEGORY_IDS.art);

    expect(await screen.findByText(english('listing.noCategoryBooks'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Art and Collectibles' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, after retrying, and loads it on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.categoryListings.route), () => {
        if (failures >= 4) return undefined; // the default handler answers from now on
        failures += 1;
        return HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: SERVER_ERRORS.internal },
          { status: 500 },
        );
      }),
    );
    const { user } = openCategory(CATEGORY_IDS.fiction);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('listing.loadFailed'));
    expect(failures).toBe(4); // the first call and 3 retries (DATA_RETRY_COUNT)

    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(await screen.findByRole('article', { name: 'Pather Panchali' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's answer for a category that does not exist", async () => {
    openCategory('9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a9a');

    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERRORS.categoryIdNotFound);
    expect(
      screen.queryByRole('button', { name: english('listing.retry') }),
    ).not.toBeInTheDocument();
  });
});
