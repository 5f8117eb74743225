import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { BOOK_PAGE_COVER_SIZES } from '../../../shared/imageVariants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { bookApi } from '../../api/bookApi';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { serverOrders } from '../../testing/handlers/ordersHandlers';
import { moderationStore } from '../../testing/handlers/moderationStore';
import { UPLOADED_IMAGE_URL } from '../../testing/handlers/uploadHandlers';
import { serverWishlists } from '../../testing/handlers/wishlistHandlers';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { fakeIdentity, signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

const TITLE = 'Pather Panchali';
const listing = () => serverListings.find(({ book_title }) => book_title === TITLE)!;
const SOLD_TITLE = 'Lalsalu';
const soldListing = () => serverListings.find(({ book_title }) => book_title === SOLD_TITLE)!;

/** Opens /book/{id} as a visitor pasting its link, and waits for the book. */
async function openBook(id = listing()._id) {
  const page = renderRoute(`/book/${id}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...page, heading };
}

const buyNow = () => screen.queryByRole('button', { name: english('labels.buyNow') });
const wishlistButton = () => screen.getByRole('button', { name: english('labels.addToWishlist') });

describe('the book page', () => {
  it('shows everything about the book to someone signed out, titled with the book', async () => {
    Object.assign(listing(), {
      author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
      description: 'First line of the description.\nSecond line, after a break.',
      relevantInformation: 'Meet at Nilkhet after 5 pm.',
      original_price: 1800.5,
      seller_price: 1250,
      used: '120 days',
      location: 'Sylhet',
      condition: 'excellent',
      seller_rating: { average: 4, count: 1 },
    });
    await openBook();

    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(document.title).toBe(`${TITLE} | Used Book Resale`);
    const cover = screen.getByRole('img', { name: english('book.coverAlt', { title: TITLE }) });
    expect(cover).toHaveAttribute('src', '/images/books/pather-panchali.svg');
    expect(screen.getByText('by বিভূতিভূষণ বন্দ্যোপাধ্যায়')).toBeVisible();
    expect(screen.getByText('TK 1,250')).toBeVisible();
    const details = screen.getByRole('region', { name: english('book.details') });
    for (const text of ['TK 1,800.5', 'excellent', 'Sylhet', '120 days', 'Rahim Uddin']) {
      expect(within(details).getByText(text)).toBeVisible();
    }
    // The seller's name opens their page; their rating follows, as the listing carries it.
    expect(
      within(details).getByRole('link', {
        name: english('listing.sellerPageLink', { name: 'Rahim Uddin' }),
      }),
    ).toHaveAttribute('href', `/seller/${listing().seller_id}`);
    expect(
      within(details).getByRole('img', {
        name: english('listing.ratingDescription', { average: '4.0', count: 1 }),
      }),
    ).toHaveTextContent(/^4\.0 \(1\)$/);
    expect(within(details).getByRole('link', { name: 'Fiction' })).toHaveAttribute(
      'href',
      `/categorybooks/${listing().category_id}`,
    );
    expect(
      await within(details).findByRole('img', { name: 'Verified seller, listing verified' }),
    ).toBeVisible();
    const posted = new Date(listing().post_date);
    expect(within(details).getByText(format(posted, 'PP'))).toBeVisible();
    expect(within(details).getByText(format(posted, 'HH:mm'))).toBeVisible();
    // The whole description, not the cards' 97-character preview.
    const description = screen.getByRole('region', { name: english('book.description') });
    expect(description).toHaveTextContent(/First line.*Second line, after a break\./);
    expect(
      screen.getByRole('region', { name: english('book.relevantInformation') }),
    ).toHaveTextContent('Meet at Nilkhet after 5 pm.');

    expect(buyNow()).toBeEnabled();
    expect(wishlistButton()).toBeEnabled();
    expect(screen.getByText(english('book.signInToAct'))).toBeVisible();
  });

  it('fetches an uploaded cover at once, in the width its box needs on this screen', async () => {
    listing().book_img = UPLOADED_IMAGE_URL;
    await openBook();
    const cover = screen.getByRole('img', { name: english('book.coverAlt', { title: TITLE }) });
    const widths = [320, 640, 1280].map(
      (width) => `${UPLOADED_IMAGE_URL.replace('-1280.webp', `-${width}.webp`)} ${width}w`,
    );
    expect(cover).toHaveAttribute('srcset', widths.join(', '));
    expect(cover).toHaveAttribute('sizes', BOOK_PAGE_COVER_SIZES);
    // The page's largest paint: not lazy, first in line.
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['400', '600']);
  });

  it('leaves the author out when the seller gave none', async () => {
    listing().author = '';
    await openBook();
    expect(screen.queryByText(/^by /)).not.toBeInTheDocument();
    // A seller nobody rated yet.
    expect(screen.getByText(english('listing.newSeller'))).toBeVisible();
  });

  it('keeps the page of a sold book, marked Sold, without Buy Now!', async () => {
    await openBook(soldListing()._id);

    expect(screen.getByRole('heading', { level: 1, name: SOLD_TITLE })).toBeVisible();
    expect(screen.getByText(english('labels.sold'))).toBeVisible();
    expect(screen.getByText(english('book.soldNote'))).toBeVisible();
    expect(buyNow()).not.toBeInTheDocument();
  });

  it('says how the seller takes payment, and holds a book reserved for another buyer’s cash order', async () => {
    Object.assign(listing(), { payment_methods: ['cash'], reserved: true });
    signedInAs('buyer@demo.test');
    await openBook();

    const facts = screen.getByRole('region', { name: english('book.details') });
    expect(within(facts).getByText(english('listing.payment_cash'))).toBeVisible();
    expect(screen.getByText(english('labels.reserved'))).toBeVisible();
    expect(await screen.findByText(english('book.reservedNote'))).toBeVisible();
    await waitFor(() => expect(wishlistButton()).toBeEnabled());
    expect(buyNow()).toBeDisabled();
  });

  it.each([
    ['an unknown id', '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a9a'],
    ['a malformed id', 'not-a-book'],
  ])('shows the 404 screen for %s', async (_case, id) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the boundary logs it
    renderRoute(`/book/${id}`);

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    expect(screen.getByText(SERVER_ERRORS.listingNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: english('labels.backToHomepage') })).toBeVisible();
    expect(document.title).toBe('Not Found | Used Book Resale');
  });

  it('says the book could not be loaded, after retrying, and loads it on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl(API.listing.route), () => {
        if (failures >= 4) return undefined; // the default handler answers from now on
        failures += 1;
        return HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: SERVER_ERRORS.internal },
          { status: 500 },
        );
      }),
    );
    const { user } = renderRoute(`/book/${listing()._id}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('book.loadFailed'));
    expect(failures).toBe(4); // the first call and 3 retries
    await user.click(within(alert).getByRole('button', { name: english('listing.retry') }));

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // Buy Now! also opens the order form on the way back (ContinueAfterSignIn.test.tsx).
  it('sends someone signed out from the wishlist button to sign in, then back to the book', async () => {
    fakeIdentity.addAccount('buyer@demo.test', 'secret1', 'Karim Ahmed');
    const { user, router } = await openBook();

    await user.click(screen.getByRole('button', { name: english('labels.addToWishlist') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'buyer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/book/${listing()._id}`);
    expect(screen.queryByText(english('book.signInToAct'))).not.toBeInTheDocument();
    // Signed in now: Buy Now! opens the order form for this book.
    await waitFor(() => expect(buyNow()).toBeEnabled());
    await user.click(buyNow()!);
    expect(
      await screen.findByRole('dialog', {
        name: english('buying.orderModalTitle', { title: TITLE }),
      }),
    ).toBeVisible();
  });

  it('lets a signed-in buyer order the book and add it to the wishlist', async () => {
    signedInAs('buyer@demo.test');
    const { user } = await openBook();
    const requests = recordRequests();

    await waitFor(() => expect(wishlistButton()).toBeEnabled());
    await user.click(wishlistButton());
    expect(await screen.findByText(english('toasts.addedToWishlist'))).toBeInTheDocument();
    expect(serverWishlists.get('buyer@demo.test')).toContain(listing()._id);

    await user.click(buyNow()!);
    const dialog = await screen.findByRole('dialog', {
      name: english('buying.orderModalTitle', { title: TITLE }),
    });
    expect(within(dialog).getByLabelText('Price')).toHaveValue('250');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Nilkhet');
    await user.click(within(dialog).getByRole('button', { name: english('buying.submitOrder') }));
    expect(await screen.findByText(english('toasts.orderSubmitted'))).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/orders')[0]?.body).toMatchObject({
      product_id: listing()._id,
    });
    // Ordered: the page now leads to the order instead of offering a second one.
    const placed = serverOrders.at(-1)!;
    expect(
      await screen.findByRole('link', { name: english('book.viewYourOrder') }),
    ).toHaveAttribute('href', `/dashboard/orders/${placed._id}`);
    expect(buyNow()).not.toBeInTheDocument();
  });

  it.each([
    ['unpaid', true],
    ['paid', true],
    ['handed_over', false],
    ['cancelled', false],
  ] as const)(
    "a buyer whose order of the book is %s sees 'View your order' instead of Buy Now!: %s",
    async (status, open) => {
      const order = serverOrders.find(({ product_id }) => product_id === listing()._id)!;
      Object.assign(order, { status, paid: status === 'paid' || status === 'handed_over' });
      signedInAs('buyer@demo.test');
      await openBook();

      if (open) {
        const link = await screen.findByRole('link', { name: english('book.viewYourOrder') });
        expect(link).toHaveAttribute('href', `/dashboard/orders/${order._id}`);
        expect(buyNow()).not.toBeInTheDocument();
      } else {
        await waitFor(() => expect(buyNow()).toBeEnabled());
        expect(
          screen.queryByRole('link', { name: english('book.viewYourOrder') }),
        ).not.toBeInTheDocument();
      }
    },
  );

  it('asks nobody signed out about their orders; the book answer is the public one', async () => {
    const requests = recordRequests();
    await openBook();

    expect(buyNow()).toBeEnabled();
    expect(requestsTo(requests, 'GET', API.openOrderAboutListing.url(listing()._id))).toEqual([]);
    expect(requestsTo(requests, 'GET', API.listing.url(listing()._id))).toHaveLength(1);
  });

  it('lets someone signed in report the book, saying why; not its seller, not someone signed out', async () => {
    const reportButton = () => screen.queryByRole('button', { name: english('book.report') });
    const signedOut = await openBook();
    expect(reportButton()).toBeNull();
    signedOut.unmount();

    signedInAs('seller@demo.test');
    const asSeller = await openBook();
    // The session is in once the signed-in buttons are.
    await waitFor(() => expect(wishlistButton()).toBeEnabled());
    expect(reportButton()).toBeNull();
    asSeller.unmount();

    signedInAs('buyer@demo.test');
    const { user } = await openBook();
    await user.click(await screen.findByRole('button', { name: english('book.report') }));
    const dialog = await screen.findByRole('dialog', { name: english('reports.titleListing') });
    await user.type(within(dialog).getByLabelText(english('reports.reason')), 'Price is a trick.');
    await user.click(within(dialog).getByRole('button', { name: english('reports.send') }));

    expect(await screen.findByText(english('reports.sent'))).toBeInTheDocument();
    expect(moderationStore.reports).toMatchObject([
      { kind: 'listing', target_id: listing()._id, reason: 'Price is a trick.' },
    ]);
  });

  it('refreshes when the listing changes anywhere (its Listing tag)', async () => {
    const { store } = await openBook();
    expect(buyNow()).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Verified seller, listing verified' }); // settled

    listing().sold = true;
    store.dispatch(bookApi.util.invalidateTags([{ type: 'Listing', id: listing()._id }]));

    expect(await screen.findByText(english('book.soldNote'))).toBeVisible();
    expect(buyNow()).not.toBeInTheDocument();
  });
});
