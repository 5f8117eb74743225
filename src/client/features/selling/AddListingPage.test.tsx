import { screen, waitFor } from '@testing-library/react';
import { API } from '../../../shared/apiPaths';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../../shared/messages';
import { DEFAULT_IMAGE_HOST_URL } from '../../api/imageHostConfig';
import { CATEGORY_IDS, serverListings } from '../../testing/handlers/listingsHandlers';
import {
  HOSTED_IMAGE_URL,
  IMAGE_HOST_TEST_KEY,
  UPLOADED_IMAGE_URL,
} from '../../testing/handlers/uploadHandlers';
import { holdRequests } from '../../testing/holdRequests';
import { requestsTo, recordRequests } from '../../testing/requestLog';
import { fakeIdentity } from '../../testing/session';
import {
  LISTING,
  enter,
  failOnce,
  fillIn,
  openAddListing,
  submit,
} from '../../testing/addListingTestKit';
import { english } from '../../testing/english';

/** The POST /addbook body the filled-in form must send: no seller, dates or flags. */
const expectedPayload = (imageUrl: string) => ({
  book_title: LISTING.title,
  author: LISTING.author,
  seller_price: 250,
  original_price: 400.5,
  used: LISTING.used,
  contact: LISTING.mobile,
  category_id: CATEGORY_IDS.nonFiction,
  category_name: 'Non Fiction',
  condition: 'fair',
  location: 'Khulna',
  description: LISTING.description,
  relevantInformation: LISTING.information,
  // The form has no choice of payment yet: both ways, the listing's default.
  payment_methods: ['online', 'cash'],
  // 'Fixed price' left unticked: offers welcome.
  fixed_price: false,
  book_img: imageUrl,
});

describe('add product page', () => {
  it('says what each empty field needs, each with its own message, and sends nothing', async () => {
    const page = await openAddListing();
    const requests = recordRequests();

    await submit(page);

    const messages: Array<[string, string]> = [
      ['Book name', VALIDATION.bookNameRequired],
      ['Resale price (TK)', VALIDATION.resalePriceRequired],
      ['Original price (TK)', VALIDATION.originalPriceRequired],
      ['Total used', VALIDATION.usedRequired],
      ['Mobile number', VALIDATION.mobileRequired],
      ['Description', VALIDATION.descriptionRequired],
      ['Relevant information', VALIDATION.relevantInformationRequired],
      ['Image', VALIDATION.imageRequired],
    ];
    expect(await screen.findByText(VALIDATION.bookNameRequired)).toBeVisible();
    for (const [label, message] of messages) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // The dropdowns start on a valid choice.
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Art and Collectibles');
    expect(screen.getByLabelText('Condition')).toHaveValue('excellent');
    expect(screen.getByLabelText('Location')).toHaveValue('Dhaka');
    expect(screen.getByLabelText('Category')).not.toHaveAttribute('aria-invalid', 'true');
    // The author is optional.
    expect(screen.getByLabelText('Author')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Author')).not.toHaveAccessibleDescription();
    expect(requests).toEqual([]);
    expect(document.title).toBe('Add Product | Used Book Resale');
  });

  it('takes an author of at most 100 characters', async () => {
    const page = await openAddListing();
    const requests = recordRequests();

    await fillIn(page);
    await page.user.clear(screen.getByLabelText('Author'));
    await enter(page, 'Author', 'a'.repeat(101));
    await submit(page);

    expect(await screen.findByLabelText('Author')).toHaveAccessibleDescription(
      VALIDATION.authorTooLong,
    );
    expect(screen.getByLabelText('Author')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(requests, 'POST', '/addbook')).toEqual([]);
  });

  it('asks for prices as numbers', async () => {
    const page = await openAddListing();

    await enter(page, 'Resale price (TK)', 'two hundred');
    await enter(page, 'Original price (TK)', '300');
    await submit(page);

    expect(await screen.findByLabelText('Resale price (TK)')).toHaveAccessibleDescription(
      VALIDATION.priceNumber,
    );
    expect(screen.getByLabelText('Original price (TK)')).not.toHaveAccessibleDescription();
  });

  it('says a resale price under what a card can pay is too low, and sends nothing', async () => {
    const page = await openAddListing();
    const requests = recordRequests();

    await fillIn(page);
    await page.user.clear(screen.getByLabelText('Resale price (TK)'));
    await enter(page, 'Resale price (TK)', '69.99');
    await submit(page);

    expect(await screen.findByLabelText('Resale price (TK)')).toHaveAccessibleDescription(
      VALIDATION.priceBelowMinimum,
    );
    expect(requestsTo(requests, 'POST', '/addbook')).toEqual([]);
    expect(requestsTo(requests, 'POST', '/upload')).toEqual([]);
  });

  it('takes the ways of paying the seller ticks, and refuses none', async () => {
    const page = await openAddListing();
    const requests = recordRequests();
    await fillIn(page);
    const online = screen.getByRole('checkbox', { name: english('selling.acceptOnline') });
    const cash = screen.getByRole('checkbox', { name: english('selling.acceptCash') });
    expect(online).toBeChecked();
    expect(cash).toBeChecked();

    await page.user.click(online);
    await page.user.click(cash);
    await submit(page);
    expect(await screen.findByText(VALIDATION.paymentMethodRequired)).toBeVisible();
    expect(requestsTo(requests, 'POST', '/addbook')).toEqual([]);

    await page.user.click(cash);
    await submit(page);
    await waitFor(() =>
      expect(requestsTo(requests, 'POST', '/addbook')[0]?.body).toMatchObject({
        payment_methods: ['cash'],
      }),
    );
  });

  it('uploads the photo, adds and confirms the book, then shows My Products', async () => {
    const page = await openAddListing();
    const requests = recordRequests();

    await fillIn(page);
    expect(screen.getByRole('img', { name: 'Chosen picture' })).toBeInTheDocument();
    await submit(page);

    expect(
      await screen.findByText(english('toasts.productAdded', { name: LISTING.title })),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
    expect(await screen.findByRole('article', { name: LISTING.title })).toBeInTheDocument();

    const token = localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    // (Adding a book also refreshes the categories' totals: GET /Categories. Focus coming back
    // to the page, as after the file dialog, asks the role again: GET /iswhat and /isseller.)
    const sent = requests
      .map(({ method, path }) => `${method} ${path}`)
      .filter((request) => !/^GET \/(Categories|iswhat\/|isseller\/)/.test(request));
    expect(sent.slice(0, 3)).toEqual(['POST /upload', 'POST /addbook', 'GET /addbook']);
    const [addListing] = requestsTo(requests, 'POST', '/addbook');
    expect(addListing?.authorization).toBe(`Bearer ${token}`);
    await waitFor(() => expect(addListing?.body).toEqual(expectedPayload(UPLOADED_IMAGE_URL)));
    // The server took the seller from the token, and the confirmation copied their verification.
    const added = serverListings.find(({ book_title }) => book_title === LISTING.title);
    expect(added).toMatchObject({ seller_email: 'seller@demo.test', isVerified: true });
  });

  it('signs the user out when the server refuses the book with 403', async () => {
    failOnce('post', API.addListing.route, 403, SERVER_ERRORS.roleRequired(['seller']));
    const page = await openAddListing();

    await fillIn(page);
    await submit(page);

    expect(await screen.findByText(english('clientErrors.sessionEnded'))).toBeInTheDocument();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/signin'));
    expect(fakeIdentity.currentUser).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(serverListings.some(({ book_title }) => book_title === LISTING.title)).toBe(false);
  });

  it('keeps the form after a failed upload, and a second submit uploads again', async () => {
    failOnce('post', API.upload.route, 400, SERVER_ERRORS.imageType);
    const page = await openAddListing();
    const requests = recordRequests();

    await fillIn(page);
    await submit(page);

    expect(await screen.findByText(SERVER_ERRORS.imageType)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Book name')).toHaveValue(LISTING.title);
    expect(screen.getByLabelText('Location')).toHaveValue('Khulna');
    expect(requestsTo(requests, 'POST', '/addbook')).toHaveLength(0);

    await submit(page);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
    expect(requestsTo(requests, 'POST', '/upload')).toHaveLength(2);
    expect(requestsTo(requests, 'POST', '/addbook')).toHaveLength(1);
  });

  it.each(['imageDimensionsTooLarge', 'imageTooNarrow'] as const)(
    'says why the server refused the photo (%s), not that none was chosen',
    async (code) => {
      failOnce('post', API.upload.route, 400, SERVER_ERRORS[code]);
      const page = await openAddListing();

      await fillIn(page);
      await submit(page);

      expect(await screen.findByText(SERVER_ERRORS[code])).toHaveAttribute('role', 'alert');
      expect(screen.queryByText(SERVER_ERRORS.imageMissing)).not.toBeInTheDocument();
    },
  );

  it('shows why the server refused the book, and does not upload the photo twice', async () => {
    failOnce('post', API.addListing.route, 400, SERVER_ERRORS.categoryMismatch);
    const page = await openAddListing();
    const requests = recordRequests();

    await fillIn(page);
    await submit(page);

    expect(await screen.findByText(SERVER_ERRORS.categoryMismatch)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(page.router.state.location.pathname).toBe('/dashboard/addproduct');
    expect(screen.getByLabelText('Description')).toHaveValue(LISTING.description);

    await submit(page);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
    expect(requestsTo(requests, 'POST', '/upload')).toHaveLength(1);
    expect(requestsTo(requests, 'POST', '/addbook')).toHaveLength(2);
  });

  it('says when the seller adds too fast (429), keeping the form and the photo', async () => {
    failOnce('post', API.addListing.route, 429, SERVER_ERRORS.tooManyRequests);
    const page = await openAddListing();
    const requests = recordRequests();

    await fillIn(page);
    await submit(page);

    expect(await screen.findByText(SERVER_ERRORS.tooManyRequests)).toHaveAttribute('role', 'alert');
    expect(page.router.state.location.pathname).toBe('/dashboard/addproduct');
    expect(screen.getByLabelText('Description')).toHaveValue(LISTING.description);

    await submit(page);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
    expect(requestsTo(requests, 'POST', '/upload')).toHaveLength(1);
    expect(requestsTo(requests, 'POST', '/addbook')).toHaveLength(2);
  });

  it('only confirms again when the book was added but its confirmation failed', async () => {
    failOnce('get', API.confirmListing.route, 500, SERVER_ERRORS.internal);
    const page = await openAddListing();
    const requests = recordRequests();

    await fillIn(page);
    await submit(page);

    expect(await screen.findByText(SERVER_ERRORS.internal)).toBeInTheDocument();

    await submit(page);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
    expect(requestsTo(requests, 'POST', '/addbook')).toHaveLength(1);
    expect(requestsTo(requests, 'GET', '/addbook')).toHaveLength(2);
    expect(serverListings.filter(({ book_title }) => book_title === LISTING.title)).toHaveLength(1);
  });

  it('disables the button while working', async () => {
    const release = holdRequests('post', API.addListing.route);
    const page = await openAddListing();

    await fillIn(page);
    await submit(page);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: english('pages.addProduct') })).toBeDisabled(),
    );
    release();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
  });

  describe('with the image host configured', () => {
    beforeEach(() => {
      process.env.IMAGE_HOST_KEY = IMAGE_HOST_TEST_KEY;
    });
    afterEach(() => {
      delete process.env.IMAGE_HOST_KEY;
    });

    it('uploads the photo there, without our bearer, and lists the hosted URL', async () => {
      const page = await openAddListing();
      const requests = recordRequests();

      await fillIn(page);
      await submit(page);

      await waitFor(() =>
        expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'),
      );
      const hostPath = new URL(DEFAULT_IMAGE_HOST_URL).pathname;
      const [upload] = requestsTo(requests, 'POST', hostPath);
      expect(upload?.authorization).toBeNull();
      expect(requestsTo(requests, 'POST', '/upload')).toHaveLength(0);
      await waitFor(() =>
        expect(requestsTo(requests, 'POST', '/addbook')[0]?.body).toEqual(
          expectedPayload(HOSTED_IMAGE_URL),
        ),
      );
    });

    it("shows the host's refusal", async () => {
      process.env.IMAGE_HOST_KEY = 'a-wrong-key';
      const page = await openAddListing();

      await fillIn(page);
      await submit(page);

      expect(await screen.findByText('Invalid API v1 key.')).toHaveAttribute('role', 'alert');
    });
  });
});
