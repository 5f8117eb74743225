import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SELLER_BOOKS_PAGE_SIZE, SELLER_REVIEWS_PAGE_SIZE } from '../../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../../shared/messages';
import { paths } from '../../app/paths';
import { bangla, english } from '../../testing/english';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { knownUsers } from '../../testing/handlers/identityHandlers';
import { listingFixture, resetListings } from '../../testing/handlers/listingsHandlers';
import { moderationStore } from '../../testing/handlers/moderationStore';
import { resetReviews, serverReviews, storedReview } from '../../testing/handlers/reviewStore';
import { seedSellerPageReviews } from '../../testing/sellerPageTestKit';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { holdRequests } from '../../testing/holdRequests';
import { renderRoute, renderRouteIn } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';

const seller = () => knownUsers.get('seller@demo.test')!;
const sellerPath = () => paths.sellerPage.getHref(seller()._id);

const booksSection = () => screen.getByRole('region', { name: english('sellerPage.booksHeading') });
const reviewsSection = () =>
  screen.getByRole('region', { name: english('sellerPage.reviewsHeading') });
const cardTitles = () =>
  within(booksSection())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const reviewStars = () =>
  within(reviewsSection())
    .getAllByRole('img', { name: /out of 5/ })
    .map((stars) => stars.getAttribute('aria-label'));
const ratingOf = (average: string, count: number) =>
  english('listing.ratingDescription', { average, count });
/** The page's header (name, photo, member since, rating), apart from the cards' own ratings. */
const profile = () => screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;

describe('the seller page', () => {
  beforeEach(seedSellerPageReviews);

  it('shows the seller, their available books and reviews, newest first, to anyone', async () => {
    const release = holdRequests('get', API.sellerProfile.route);
    renderRoute(sellerPath());

    expect(
      await screen.findByRole('status', { name: english('sellerPage.loading') }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rahim Uddin');
    expect(document.title).toBe('Rahim Uddin | Used Book Resale');
    expect(screen.getByText(english('labels.verifiedSellerMark'))).toBeVisible();
    expect(screen.getByRole('img', { name: "Rahim Uddin's photo" })).toHaveAttribute(
      'src',
      '/images/avatars/seller.svg',
    );
    expect(screen.getByText(/^Member since Jan 15, 2025$/)).toBeVisible();
    expect(within(profile()).getByRole('img', { name: ratingOf('4.0', 3) })).toHaveTextContent(
      '4.0 (3)',
    );

    // Lalsalu is sold; the new seller's books are theirs.
    await within(booksSection()).findAllByRole('article');
    expect(cardTitles()).toEqual([
      'The Old Man and the Sea',
      'Pather Panchali',
      'The God of Small Things',
    ]);
    // The cards carry the same rating, with their listings (no request per card).
    expect(within(booksSection()).getAllByRole('img', { name: ratingOf('4.0', 3) })).toHaveLength(
      3,
    );
    await within(reviewsSection()).findAllByRole('article');
    expect(reviewStars()).toEqual(['Rated 5 out of 5', 'Rated 4 out of 5', 'Rated 3 out of 5']);
    const [first, , last] = within(reviewsSection()).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('Friendly, and the book was like new.');
    expect(first).toHaveTextContent('Karim Ahmed');
    expect(first).toHaveTextContent('Bought Pather Panchali');
    expect(first).toHaveTextContent('Nov 12, 2026');
    expect(first).toHaveTextContent(`(${english('sellerPage.edited')})`);
    expect(last).not.toHaveTextContent(english('sellerPage.edited'));
    // Less than a page of each: nothing more to show; anyone but the admin sees no Remove.
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows the reviews below the books once the books are in, so nothing is pushed down', async () => {
    const release = holdRequests('get', API.sellerBooks.route);
    renderRoute(sellerPath());

    expect(
      await screen.findByRole('status', { name: english('sellerPage.booksLoading') }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: english('sellerPage.reviewsHeading') }),
    ).not.toBeInTheDocument();
    release();
    await within(booksSection()).findAllByRole('article');
    expect(await within(reviewsSection()).findAllByRole('article')).toHaveLength(3);
  });

  it('pages through many books and reviews', async () => {
    const books = Array.from({ length: SELLER_BOOKS_PAGE_SIZE + 2 }, (_, index) =>
      listingFixture({
        book_title: `Book ${index + 1}`,
        post_date: `2026-10-${String(28 - index).padStart(2, '0')}T08:00:00.000Z`,
      }),
    );
    resetListings(books);
    resetReviews(
      Array.from({ length: SELLER_REVIEWS_PAGE_SIZE + 1 }, (_, index) =>
        storedReview({
          rating: index === SELLER_REVIEWS_PAGE_SIZE ? 1 : 5,
          created_at: `2026-10-${String(28 - index).padStart(2, '0')}T08:00:00.000Z`,
        }),
      ),
    );
    const { user } = renderRoute(sellerPath());

    await within(await screen.findByRole('region', { name: 'Books for sale' })).findAllByRole(
      'article',
    );
    expect(cardTitles()).toHaveLength(SELLER_BOOKS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: english('labels.showMoreBooks') }));
    await waitFor(() => expect(cardTitles()).toHaveLength(SELLER_BOOKS_PAGE_SIZE + 2));
    expect(cardTitles().at(-1)).toBe(`Book ${SELLER_BOOKS_PAGE_SIZE + 2}`);
    expect(
      screen.queryByRole('button', { name: english('labels.showMoreBooks') }),
    ).not.toBeInTheDocument();

    expect(reviewStars()).toHaveLength(SELLER_REVIEWS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: english('sellerPage.showMoreReviews') }));
    await waitFor(() => expect(reviewStars()).toHaveLength(SELLER_REVIEWS_PAGE_SIZE + 1));
    expect(reviewStars().at(-1)).toBe('Rated 1 out of 5');
  });

  it('says so when the seller has no books and no reviews', async () => {
    resetListings([]);
    renderRoute(paths.sellerPage.getHref(knownUsers.get('newseller@demo.test')!._id));

    expect(await screen.findByText(english('sellerPage.noReviews'))).toBeVisible();
    expect(screen.getByText(english('listing.newSeller'))).toBeVisible();
    expect(screen.getByText(english('sellerPage.noBooks'))).toBeVisible();
    expect(screen.queryByText(english('labels.verifiedSellerMark'))).not.toBeInTheDocument();
  });

  it('says the seller could not be loaded, after retrying, and loads them on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.sellerProfile.route), () => {
        if (failures >= 4) return undefined; // the default handler answers from now on
        failures += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const { user } = renderRoute(sellerPath());

    await user.click(await screen.findByRole('button', { name: english('listing.retry') }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rahim Uddin');
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-0000000000aa'],
    ['a buyer', 'a1d2c3b4-0004-4a00-8a00-000000000004'],
    ['no id at all', 'not-an-id'],
  ])('shows the 404 screen for %s', async (_case, id) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the boundary logs it
    renderRoute(paths.sellerPage.getHref(id));

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    expect(screen.getByText(english('sellerPage.notFound'))).toBeVisible();
    expect(document.title).toBe('Not Found | Used Book Resale');
  });

  it('lets the admin remove a review with a reason: it leaves, the average follows', async () => {
    signedInAs('admin@demo.test');
    const { user } = renderRoute(sellerPath());

    const remove = await screen.findByRole('button', {
      name: english('sellerPage.removeLabel', { name: 'Ayesha Siddiqua' }),
    });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: english('sellerPage.removeTitle') });
    const confirm = within(dialog).getByRole('button', {
      name: english('sellerPage.confirmRemove'),
    });
    await user.click(confirm);
    expect(within(dialog).getByText(VALIDATION.removalReasonRequired)).toBeVisible();
    const reason = within(dialog).getByLabelText(english('sellerPage.reason'));
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(await within(dialog).findByText(VALIDATION.removalReasonTooLong)).toBeVisible();
    await user.clear(reason);
    await user.type(reason, 'Insults');
    await user.click(confirm);

    expect(await screen.findByText(english('sellerPage.removed'))).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // 5 and 3 stars are left: 4.0 of 2.
    expect(await within(profile()).findByRole('img', { name: ratingOf('4.0', 2) })).toBeVisible();
    expect(reviewStars()).toEqual(['Rated 5 out of 5', 'Rated 3 out of 5']);
    expect(serverReviews.find(({ rating }) => rating === 4)?.removed_reason).toBe('Insults');
  });

  it("shows the server's refusal in the dialog (removed meanwhile)", async () => {
    signedInAs('admin@demo.test');
    const { user } = renderRoute(sellerPath());

    const [first] = await screen.findAllByRole('button', { name: /Remove the review/ });
    serverReviews[0]!.removed_reason = 'Spam';
    await user.click(first!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(english('sellerPage.reason')), 'Spam');
    await user.click(
      within(dialog).getByRole('button', { name: english('sellerPage.confirmRemove') }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SERVER_ERRORS.reviewAlreadyRemoved,
    );
    // The list was stale: it refreshes behind the dialog, and the average with it.
    expect(
      await within(profile()).findByRole('img', { name: ratingOf('3.5', 2) }),
    ).toBeInTheDocument();
  });

  it('lets someone signed in report a review, saying why', async () => {
    // Not the reviews' own writer (the demo buyer): the server refuses reporting one's own.
    signedInAs('newseller@demo.test');
    const { user } = renderRoute(sellerPath());
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const [first] = await within(reviews).findAllByRole('article');
    const review = serverReviews.find(({ comment }) => first!.textContent?.includes(comment))!;

    await user.click(
      within(first!).getByRole('button', {
        name: english('sellerPage.reportLabel', { name: review.reviewer_name }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: english('reports.titleReview') });
    await user.type(within(dialog).getByLabelText(english('reports.reason')), 'Never bought it.');
    await user.click(within(dialog).getByRole('button', { name: english('reports.send') }));

    expect(await screen.findByText(english('reports.sent'))).toBeInTheDocument();
    expect(moderationStore.reports).toMatchObject([
      { kind: 'review', target_id: review._id, reason: 'Never bought it.' },
    ]);
  });

  it('shows no Remove to a signed-in seller', async () => {
    signedInAs('seller@demo.test');
    renderRoute(sellerPath());

    await within(await screen.findByRole('region', { name: 'Reviews' })).findAllByRole('article');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await renderRouteIn('bn', sellerPath());

    const reviews = await screen.findByRole('region', {
      name: bangla('sellerPage.reviewsHeading'),
    });
    await within(reviews).findAllByRole('article');
    // Bangla digits, date-fns's Bangla month.
    expect(screen.getByText(/থেকে সদস্য$/)).toHaveTextContent(/১৫.*২০২৫/);
    expect(within(reviews).getAllByRole('img')[0]).toHaveAccessibleName('৫-এর মধ্যে ৫ রেটিং');
    expectNoEnglishLeft();
  });
});
