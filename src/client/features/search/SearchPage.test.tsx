import { act, screen, waitFor, within } from '@testing-library/react';
import { SERVER_ERRORS } from '../../../shared/messages';
import { CATEGORY_IDS } from '../../testing/handlers/listingsHandlers';
import { renderRoute } from '../../testing/renderWithProviders';
import {
  cardTitles,
  recordSearches,
  resultCount,
  seedSearchListings,
} from '../../testing/searchTestKit';
import { english } from '../../testing/english';

const NON_FICTION = CATEGORY_IDS.nonFiction;
const query = (search: string) => Object.fromEntries(new URLSearchParams(search));
const field = (name: string) => screen.getByRole('combobox', { name });
const chips = () =>
  screen.queryByRole('group', { name: english('search.activeFilters') })
    ? within(screen.getByRole('group', { name: english('search.activeFilters') }))
        .getAllByRole('button')
        .map((chip) => chip.textContent)
    : [];

beforeEach(() => seedSearchListings());

describe('search page', () => {
  it('shows every available book newest first, with the count, to a signed-out visitor', async () => {
    renderRoute('/search');

    expect(await screen.findByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
    await screen.findAllByRole('article');
    // The sold copy of Sapiens is never found.
    expect(cardTitles()).toEqual([
      'Sapiens',
      'Homo Deus',
      'Pather Panchali',
      'Padma Nadir Majhi',
      'The Old Man and the Sea',
    ]);
    expect(resultCount()).toBe('5 books');
    expect(document.title).toBe('Search | Used Book Resale');
    // No words, nothing to rank by: best match is not offered.
    expect(field(english('search.sort'))).toHaveDisplayValue(english('search.sort_newest'));
    expect(
      within(field(english('search.sort'))).queryByRole('option', { name: 'Best match' }),
    ).not.toBeInTheDocument();
    expect(chips()).toEqual([]);
  });

  it("fetches the first result's cover at once and first (a phone's largest paint), the rest lazily", async () => {
    renderRoute('/search');

    const [first, second] = await screen.findAllByRole('article');
    // The card's photo is named by the book's title (the seller's mark is an image too).
    const cover = (article: HTMLElement | undefined) =>
      within(article!).getByRole('img', {
        name: within(article!).getByRole('heading').textContent ?? '',
        hidden: true,
      });
    expect(cover(first)).toHaveAttribute('fetchpriority', 'high');
    expect(cover(first)).toHaveAttribute('loading', 'eager');
    expect(cover(second)).toHaveAttribute('loading', 'lazy');
  });

  it('fills the filters, chips and results from a pasted address', async () => {
    const searches = recordSearches();
    const pasted =
      `?q=harari&category=${NON_FICTION}&minPrice=800&maxPrice=1000&condition=excellent` +
      '&location=Dhaka&verified=true&sort=price_desc';
    renderRoute(`/search${pasted}`);

    expect(await screen.findByRole('article', { name: 'Sapiens' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Sapiens']);
    expect(resultCount()).toBe('1 book');
    expect(document.title).toBe('"harari" – Search | Used Book Resale');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Books matching "harari"');
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toHaveValue('harari');
    expect(field(english('search.category'))).toHaveDisplayValue('Non Fiction');
    expect(screen.getByRole('textbox', { name: english('search.priceFrom') })).toHaveValue('800');
    expect(screen.getByRole('textbox', { name: english('search.priceTo') })).toHaveValue('1000');
    expect(field(english('search.condition'))).toHaveDisplayValue('Excellent');
    expect(screen.getByRole('checkbox', { name: english('search.verifiedOnly') })).toBeChecked();
    expect(field(english('search.location'))).toHaveDisplayValue('Dhaka');
    expect(field(english('search.sort'))).toHaveDisplayValue(english('search.sort_price_desc'));
    expect(chips()).toEqual([
      'Category: Non Fiction×',
      'From TK 800×',
      'Up to TK 1,000×',
      'Condition: Excellent×',
      'Location: Dhaka×',
      'Verified sellers only×',
      english('search.clearAll'),
    ]);
    // The server was asked exactly what the address says, once.
    expect(searches.map(String)).toEqual([pasted.slice(1)]);
  });

  it('puts each change in the address as a new history entry, and Back restores the last', async () => {
    const { user, router } = renderRoute('/search?q=harari');
    await screen.findByRole('article', { name: 'Homo Deus' });
    expect(cardTitles()).toEqual(['Sapiens', 'Homo Deus']);

    await user.selectOptions(field(english('search.sort')), english('search.sort_price_asc'));
    await waitFor(() => expect(cardTitles()).toEqual(['Homo Deus', 'Sapiens']));
    await user.click(screen.getByRole('checkbox', { name: english('search.verifiedOnly') }));
    await waitFor(() => expect(cardTitles()).toEqual(['Sapiens']));
    expect(query(router.state.location.search)).toEqual({
      q: 'harari',
      verified: 'true',
      sort: 'price_asc',
    });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardTitles()).toEqual(['Homo Deus', 'Sapiens']));
    expect(
      screen.getByRole('checkbox', { name: english('search.verifiedOnly') }),
    ).not.toBeChecked();
    expect(query(router.state.location.search)).toEqual({ q: 'harari', sort: 'price_asc' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardTitles()).toEqual(['Sapiens', 'Homo Deus']));
    expect(field(english('search.sort'))).toHaveDisplayValue(english('search.sort_relevance'));

    await act(() => router.navigate(1));
    await waitFor(() => expect(cardTitles()).toEqual(['Homo Deus', 'Sapiens']));
  });

  it('applies prices on Enter or on leaving the fields, never while typing', async () => {
    const searches = recordSearches();
    const { user, router } = renderRoute('/search');
    await screen.findByRole('article', { name: 'Sapiens' });
    const from = screen.getByRole('textbox', { name: english('search.priceFrom') });
    const to = screen.getByRole('textbox', { name: english('search.priceTo') });

    await user.type(from, '180{Enter}');
    await waitFor(() => expect(resultCount()).toBe('4 books'));
    await user.type(to, '800');
    await user.tab(); // into 'Apply price': still inside the price fields
    expect(query(router.state.location.search)).toEqual({ minPrice: '180' });
    await user.tab(); // out of them
    await waitFor(() => expect(resultCount()).toBe('3 books'));
    expect(query(router.state.location.search)).toEqual({ minPrice: '180', maxPrice: '800' });
    // One search for the page, one per applied range: none for the keys typed.
    expect(searches.map(String)).toEqual(['', 'minPrice=180', 'minPrice=180&maxPrice=800']);
  });

  it('explains a price range the server would refuse beside the fields, and sends nothing', async () => {
    const searches = recordSearches();
    const { user, router } = renderRoute('/search?maxPrice=100');
    await screen.findByText(english('search.noMatchWithFilters'));
    const from = screen.getByRole('textbox', { name: english('search.priceFrom') });

    await user.type(from, '500{Enter}');
    expect(await screen.findByText(SERVER_ERRORS.searchPriceRange)).toBeVisible();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(SERVER_ERRORS.searchPriceRange);

    await user.clear(from);
    await user.type(from, '-5{Enter}');
    expect(await screen.findByText(SERVER_ERRORS.searchPriceInvalid)).toBeVisible();
    expect(router.state.location.search).toBe('?maxPrice=100');
    expect(searches).toHaveLength(1);
  });

  it('removes a filter with its chip, and every filter with Clear all, keeping the words', async () => {
    const { user, router } = renderRoute('/search?q=harari&location=Dhaka&condition=good');
    await screen.findByRole('article', { name: 'Homo Deus' });

    await user.click(screen.getByRole('button', { name: 'Remove filter Condition: Good' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Sapiens', 'Homo Deus']));
    expect(query(router.state.location.search)).toEqual({ q: 'harari', location: 'Dhaka' });
    expect(chips()).toEqual(['Location: Dhaka×', english('search.clearAll')]);
    // The chip is gone: focus is on the count, which says what is found now.
    expect(document.activeElement).toHaveClass('search-count');

    await user.click(screen.getByRole('button', { name: english('search.clearAll') }));
    await waitFor(() => expect(chips()).toEqual([]));
    expect(query(router.state.location.search)).toEqual({ q: 'harari' });
    expect(field(english('search.location'))).toHaveDisplayValue(english('search.anyLocation'));
  });

  it('searches new words from its own box, keeping the filters', async () => {
    const { user, router } = renderRoute('/search?q=harari&location=Dhaka');
    await screen.findByRole('article', { name: 'Homo Deus' });
    const pageBox = within(screen.getByRole('main')).getByRole('searchbox');

    await user.clear(pageBox);
    await user.type(pageBox, 'sapiens{Enter}');

    await waitFor(() => expect(cardTitles()).toEqual(['Sapiens']));
    expect(query(router.state.location.search)).toEqual({ q: 'sapiens', location: 'Dhaka' });
  });

  it('opens the filters as a side panel on a phone, closes it with Escape and returns focus', async () => {
    // setupTests' matchMedia answers from the window's width: a phone's.
    jest.replaceProperty(window, 'innerWidth', 400);
    const { user } = renderRoute('/search?q=harari');
    await screen.findByRole('article', { name: 'Homo Deus' });
    const filtersButton = screen.getByRole('button', { name: english('search.filters') });

    await user.click(filtersButton);
    const panel = await screen.findByRole('dialog', { name: english('search.filters') });
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('combobox', { name: english('search.location') })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    expect(filtersButton).toHaveFocus();
  });
});
