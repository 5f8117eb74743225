import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { english } from '../../testing/english';
import { holdRequests } from '../../testing/holdRequests';
import { server } from '../../testing/server';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { advertisementFixtures } from '../../testing/handlers/advertisementsHandlers';
import { categoryFixtures } from '../../testing/handlers/categoriesHandlers';
import { renderRoute } from '../../testing/renderWithProviders';

/** Counts the requests a handler answers with `status`, to see how often the client asked. */
function failCategoriesWith(status: number) {
  let requests = 0;
  server.use(
    http.get(apiUrl(API.categories.route), () => {
      requests += 1;
      return HttpResponse.json(
        { statusCode: status, error: 'Error', message: 'failed' },
        { status },
      );
    }),
  );
  return () => requests;
}

/** Opens the home page and waits for its code (a chunk of its own) to render it. */
async function renderHome(path = '/') {
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: /buy and sell used books/ });
  return rendered;
}

/**
 * The same, with the categories' answer held until the page is there: its category list and the
 * header's Books menu then wait for one answer, as in a browser, where the page's code comes
 * with the main bundle (preloaded) rather than long after the first answers.
 */
async function renderHomeWithCategoriesHeld() {
  const releaseCategories = holdRequests('get', API.categories.route);
  await renderHome();
  releaseCategories();
}

describe('home page', () => {
  it('shows a spinner, then the category cards and the advertised books', async () => {
    const releaseCategories = holdRequests('get', API.categories.route);
    await renderHome();

    expect(screen.getByRole('status', { name: 'Loading categories…' })).toBeInTheDocument();
    releaseCategories();

    // The section and its heading stand while the cards load (no layout shift): wait for the cards.
    const categories = await screen.findByRole('region', { name: 'Browse by category' });
    for (const category of categoryFixtures) {
      expect(
        await within(categories).findByRole('heading', { name: category.category_name }),
      ).toBeInTheDocument();
    }
    const seeMoreLinks = within(categories).getAllByRole('link', {
      name: english('labels.seeMore'),
    });
    expect(seeMoreLinks.map((link) => link.getAttribute('href'))).toEqual(
      categoryFixtures.map((category) => `/categorybooks/${category._id}`),
    );
    expect(
      within(categories).getByText(english('labels.totalBookCount', { count: 12 })),
    ).toBeInTheDocument();

    const advertised = await screen.findByRole('region', { name: 'Advertised books' });
    const covers = within(advertised).getAllByRole('img');
    expect(covers.map((img) => img.getAttribute('src'))).toEqual(
      advertisementFixtures.map((ad) => ad.book_img),
    );
    // Each cover opens its book's page, the link named by the cover.
    const links = within(advertised).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      advertisementFixtures.map((ad) => `/book/${ad._id}`),
    );
    expect(links[0]).toHaveAccessibleName(`Advertised book 1 of ${advertisementFixtures.length}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows four advertised covers per view, centred, 1 apart, with clickable bullets', async () => {
    await renderHome('/home');
    await screen.findByRole('region', { name: 'Advertised books' });

    const options = JSON.parse(screen.getByTestId('swiper').dataset.options ?? '{}');
    expect(options).toMatchObject({
      centeredSlides: true,
      spaceBetween: 1,
      pagination: { clickable: true },
    });
    expect(options.breakpoints['992'].slidesPerView).toBe(4);
  });

  it('shows nothing for categories when the server fails, after retrying, and stops the spinner', async () => {
    const requestCount = failCategoriesWith(500);
    await renderHomeWithCategoriesHeld();

    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading categories…' })).not.toBeInTheDocument(),
    );
    expect(requestCount()).toBe(4); // the first call and 3 retries (DATA_RETRY_COUNT)
    expect(screen.queryByRole('region', { name: 'Browse by category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: english('labels.seeMore') })).not.toBeInTheDocument();
    expect(screen.queryByText(/error|failed/i)).not.toBeInTheDocument();
    // The rest of the page is still there.
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('does not retry a 4xx answer', async () => {
    const requestCount = failCategoriesWith(404);
    await renderHomeWithCategoriesHeld();

    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading categories…' })).not.toBeInTheDocument(),
    );
    expect(requestCount()).toBe(1);
  });

  it('shows nothing for advertisements when there are none', async () => {
    server.use(http.get(apiUrl(API.advertisements.route), () => HttpResponse.json([])));
    await renderHome();

    await screen.findByRole('region', { name: 'Browse by category' });
    expect(screen.queryByRole('region', { name: 'Advertised books' })).not.toBeInTheDocument();
  });

  it('cycles the banner round with the previous and next arrows', async () => {
    const { user } = await renderHome();
    const slideIndicator = (number: number) =>
      screen.getByRole('button', { name: new RegExp(`^Slide ${number}:`) });

    expect(slideIndicator(1)).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(slideIndicator(4)).toHaveAttribute('aria-current', 'true'));
    expect(slideIndicator(1)).toHaveAttribute('aria-current', 'false');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(slideIndicator(1)).toHaveAttribute('aria-current', 'true'));
  });

  it('opens and closes an FAQ answer', async () => {
    const { user } = await renderHome();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((button) => button.textContent)).toEqual([
      'Why did we start this initiative?',
      'Why sell your books with us?',
      'Why resell books at all?',
      'Why buy used books?',
    ]);

    const question = within(faq).getByRole('button', { name: 'Why buy used books?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows two identical testimonials and the charity bookstore block', async () => {
    await renderHome();
    const testimonials = within(
      screen.getByRole('region', { name: 'What our customers say' }),
    ).getAllByRole('listitem');
    expect(testimonials).toHaveLength(2);
    expect(testimonials[0]?.innerHTML).toBe(testimonials[1]?.innerHTML);
    expect(
      screen.getByRole('region', { name: 'A bookstore that gives reading back' }),
    ).toBeInTheDocument();
  });
});
