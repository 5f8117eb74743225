import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { apiSlice } from '../../api/apiSlice';
import type { FromState } from '../../session/guards';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { listingFixture, resetListings } from '../../testing/handlers/listingsHandlers';
import { holdRequests } from '../../testing/holdRequests';
import { renderRoute } from '../../testing/renderWithProviders';
import {
  cardTitles,
  recordSearches,
  resultCount,
  seedSearchListings,
} from '../../testing/searchTestKit';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

const serverError = () =>
  HttpResponse.json(
    { statusCode: 500, error: 'Internal Server Error', message: SERVER_ERRORS.internal },
    { status: 500 },
  );

// Many cards: counted with a selector, as role queries over them would take seconds.
const cardCount = () => document.querySelectorAll('article').length;

describe('search results', () => {
  beforeEach(() => seedSearchListings());

  it('shows a spinner while the books load', async () => {
    const release = holdRequests('get', API.search.route);
    renderRoute('/search?q=sapiens');

    expect(
      await screen.findByRole('status', { name: english('search.loading') }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Sapiens' })).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: english('search.loading') }),
    ).not.toBeInTheDocument();
  });

  it('says nothing matched, and searches the same words without the filters', async () => {
    const { user, router } = renderRoute('/search?q=sapiens&location=Rangpur&condition=fair');

    expect(await screen.findByText(english('search.noMatchWithFilters'))).toBeVisible();
    expect(resultCount()).toBe('0 books');
    await user.click(screen.getByRole('button', { name: english('search.dropFilters') }));

    expect(await screen.findByRole('article', { name: 'Sapiens' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=sapiens');
  });

  it('says nothing matched words alone, with no filters to drop', async () => {
    renderRoute('/search?q=zzzz');

    expect(await screen.findByText(english('search.noMatch'))).toBeVisible();
    expect(screen.queryByRole('button', { name: english('search.dropFilters') })).toBeNull();
  });

  it('says the books could not be loaded, after retrying, and loads them on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.search.route), () => {
        if (failures >= 4) return undefined; // the default handler answers from now on
        failures += 1;
        return serverError();
      }),
    );
    const { user } = renderRoute('/search?q=harari');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('listing.loadFailed'));
    expect(failures).toBe(4); // the first call and 3 retries (DATA_RETRY_COUNT)
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(await screen.findByRole('article', { name: 'Homo Deus' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a lowest price above the highest',
      'minPrice=900&maxPrice=100',
      SERVER_ERRORS.searchPriceRange,
    ],
    ['an unknown condition', 'condition=mint', SERVER_ERRORS.searchConditionUnknown],
    ['an unknown order', 'sort=cheapest', SERVER_ERRORS.searchSortUnknown],
    ['201 characters of words', `q=${'a'.repeat(201)}`, SERVER_ERRORS.searchTooLong],
  ])(
    "shows the server's refusal of %s in its own words, without a retry",
    async (_what, search, message) => {
      renderRoute(`/search?${search}`);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(
        screen.queryByRole('button', { name: english('listing.retry') }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    },
  );

  it('says "More than 1,000 books" past the exact count', async () => {
    server.use(
      http.get(apiUrl(API.search.route), () =>
        HttpResponse.json({
          items: [listingFixture()],
          total: 1000,
          totalExact: false,
          nextCursor: null,
        }),
      ),
    );
    renderRoute('/search?q=the');

    await screen.findByRole('article');
    expect(resultCount()).toBe('More than 1,000 books');
  });

  it('appends the next page with "Show more books": no book twice, none left out', async () => {
    const books = Array.from({ length: SEARCH_PAGE_SIZE + 6 }, (_, index) =>
      listingFixture({ book_title: `Book ${index + 1}`, seller_price: 100 + index }),
    );
    resetListings(books);
    const searches = recordSearches();
    const { user, router } = renderRoute('/search?sort=price_asc');
    await screen.findByRole('article', { name: 'Book 1' });
    expect(cardCount()).toBe(SEARCH_PAGE_SIZE);
    expect(resultCount()).toBe(`${SEARCH_PAGE_SIZE + 6} books`);

    await user.click(screen.getByRole('button', { name: english('labels.showMoreBooks') }));

    expect(
      await screen.findByRole('article', { name: `Book ${SEARCH_PAGE_SIZE + 6}` }),
    ).toBeVisible();
    expect(cardTitles()).toEqual(books.map(({ book_title }) => book_title));
    expect(
      screen.queryByRole('button', { name: english('labels.showMoreBooks') }),
    ).not.toBeInTheDocument();
    expect(searches[1]?.get('cursor')).toBeTruthy();
    // The cursor is the page's business, never the address's.
    expect(router.state.location.search).toBe('?sort=price_asc');
  });

  it('offers to start again when the next page is refused', async () => {
    resetListings(Array.from({ length: SEARCH_PAGE_SIZE + 1 }, () => listingFixture()));
    server.use(
      http.get(apiUrl(API.search.route), ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? HttpResponse.json(
              { statusCode: 400, error: 'Bad Request', message: SERVER_ERRORS.searchCursorInvalid },
              { status: 400 },
            )
          : undefined,
      ),
    );
    const { user } = renderRoute('/search');
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: english('labels.showMoreBooks') }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_ERRORS.searchCursorInvalid);
    expect(within(alert).getByRole('button', { name: english('listing.retry') })).toBeEnabled();
  });

  it('refreshes when a book it shows changes anywhere (its Listing tag)', async () => {
    const { homoDeus } = seedSearchListings();
    const { store } = renderRoute('/search?q=harari');
    await screen.findByRole('article', { name: 'Homo Deus' });
    // Sold elsewhere: the mutation that sells it invalidates its tag.
    homoDeus.sold = true;

    act(() => {
      store.dispatch(apiSlice.util.invalidateTags([{ type: 'Listing', id: homoDeus._id }]));
    });

    await waitFor(() => expect(cardTitles()).toEqual(['Sapiens']));
    expect(resultCount()).toBe('1 book');
  });

  it('asks a signed-out visitor to sign in before buying, and comes back to the same search', async () => {
    const { user, router } = renderRoute('/search?q=sapiens');
    const card = await screen.findByRole('article', { name: 'Sapiens' });

    await user.click(within(card).getByRole('button', { name: english('labels.buyNow') }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const { from } = router.state.location.state as FromState;
    expect(from).toMatchObject({ pathname: '/search', search: '?q=sapiens' });
  });

  it('opens the order form for a signed-in buyer', async () => {
    signedInAs('buyer@demo.test');
    const { user } = renderRoute('/search?q=sapiens');
    const card = await screen.findByRole('article', { name: 'Sapiens' });

    await user.click(within(card).getByRole('button', { name: english('labels.buyNow') }));

    expect(
      await screen.findByRole('dialog', {
        name: english('buying.orderModalTitle', { title: 'Sapiens' }),
      }),
    ).toBeInTheDocument();
  });
});
