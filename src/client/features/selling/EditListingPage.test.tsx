import { act, screen, waitFor, within } from '@testing-library/react';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS, VALIDATION } from '../../../shared/messages';
import { CATEGORY_IDS, serverListings } from '../../testing/handlers/listingsHandlers';
import { UPLOADED_IMAGE_URL } from '../../testing/handlers/uploadHandlers';
import { enter, failOnce } from '../../testing/addListingTestKit';
import { english } from '../../testing/english';
import { renderRoute } from '../../testing/renderWithProviders';
import { recordRequests, requestsTo } from '../../testing/requestLog';
import { signedInAs } from '../../testing/session';

type Page = ReturnType<typeof renderRoute>;

const listingTitled = (title: string) => {
  const listing = serverListings.find(({ book_title }) => book_title === title);
  if (!listing) throw new Error(`No demo listing titled ${title}`);
  return listing;
};

/** Opens the edit page of one of the demo seller's listings, once its form is there. */
async function openEdit(title: string): Promise<Page> {
  signedInAs('seller@demo.test');
  const page = renderRoute(`/dashboard/editproduct/${listingTitled(title)._id}`);
  await screen.findByRole('heading', { level: 1, name: english('selling.editProduct') });
  await screen.findByLabelText('Book name');
  return page;
}

const save = ({ user }: Page) =>
  user.click(screen.getByRole('button', { name: english('selling.saveChanges') }));

async function replaceText(page: Page, label: string, text: string) {
  await page.user.clear(screen.getByLabelText(label));
  await enter(page, label, text);
}

/** The alert holding this text (the form's failure line is an alert too, empty until needed). */
function alertSaying(text: HTMLElement): HTMLElement {
  const alert = text.closest<HTMLElement>('[role="alert"]');
  expect(alert).not.toBeNull();
  return alert!;
}

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

describe('edit product page', () => {
  it("is filled with the listing's values and photo, and notes its unpaid orders", async () => {
    // The demo buyer has an unpaid order of this book (ordersHandlers' demo orders).
    await openEdit('The God of Small Things');

    expect(screen.getByLabelText('Book name')).toHaveValue('The God of Small Things');
    expect(screen.getByLabelText('Author')).toHaveValue('Syed Waliullah');
    expect(screen.getByLabelText('Resale price (TK)')).toHaveValue('250');
    expect(screen.getByLabelText('Original price (TK)')).toHaveValue('400');
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Fiction');
    expect(screen.getByLabelText('Condition')).toHaveValue('good');
    expect(screen.getByLabelText('Location')).toHaveValue('Dhaka');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01711000000');
    expect(screen.getByRole('img', { name: english('selling.currentPhoto') })).toHaveAttribute(
      'src',
      '/images/books/the-god-of-small-things.svg',
    );
    expect(screen.getByText(english('selling.unpaidOrdersNote'))).toBeVisible();
    expect(document.title).toBe('Edit Product | Used Book Resale');
  });

  it('saves from My Products: the toast, then the list shows the new price', async () => {
    signedInAs('seller@demo.test');
    const page = renderRoute('/dashboard/myproducts');
    const requests = recordRequests();
    const listing = listingTitled('The Old Man and the Sea');
    const item = await screen.findByRole('article', { name: listing.book_title });
    // Sold books offer no Edit.
    const sold = screen.getByRole('article', { name: 'Lalsalu' });
    expect(
      within(sold).queryByRole('link', { name: english('selling.edit') }),
    ).not.toBeInTheDocument();

    await page.user.click(within(item).getByRole('link', { name: english('selling.edit') }));
    await screen.findByLabelText('Book name');
    // No unpaid orders: no note.
    expect(screen.queryByText(english('selling.unpaidOrdersNote'))).not.toBeInTheDocument();
    await replaceText(page, 'Resale price (TK)', '199');
    await page.user.selectOptions(screen.getByLabelText('Category'), 'Non Fiction');
    await save(page);

    expect(await screen.findByText(english('toasts.listingUpdated'))).toBeInTheDocument();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/myproducts'));
    const updated = await screen.findByRole('article', { name: listing.book_title });
    expect(await within(updated).findByText('TK 199')).toBeVisible();
    const [sent] = requestsTo(requests, 'PUT', `/listings/${listing._id}`);
    await waitFor(() =>
      expect(sent?.body).toMatchObject({
        seller_price: 199,
        category_id: CATEGORY_IDS.nonFiction,
        category_name: 'Non Fiction',
        book_img: '/images/books/the-old-man-and-the-sea.svg',
        version: 1,
      }),
    );
    expect(listing).toMatchObject({ seller_price: 199, version: 2 });
  });

  it('keeps the ways of paying the listing has: a cash-only book stays cash-only', async () => {
    const listing = listingTitled('Pather Panchali');
    listing.payment_methods = ['cash'];
    const page = await openEdit('Pather Panchali');
    const requests = recordRequests();
    expect(
      screen.getByRole('checkbox', { name: english('selling.acceptOnline') }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: english('selling.acceptCash') })).toBeChecked();

    await replaceText(page, 'Resale price (TK)', '199');
    await save(page);
    await waitFor(() =>
      expect(requestsTo(requests, 'PUT', `/listings/${listing._id}`)[0]?.body).toMatchObject({
        payment_methods: ['cash'],
      }),
    );
  });

  it("sends 'Fixed price' when the seller ticks it: buyers then pay the listed price", async () => {
    const listing = listingTitled('Pather Panchali');
    const page = await openEdit('Pather Panchali');
    const requests = recordRequests();
    const fixed = screen.getByRole('checkbox', { name: english('selling.fixedPrice') });
    expect(fixed).not.toBeChecked();
    expect(fixed).toHaveAccessibleDescription(english('selling.fixedPriceHint'));

    await page.user.click(fixed);
    await save(page);
    await waitFor(() =>
      expect(requestsTo(requests, 'PUT', `/listings/${listing._id}`)[0]?.body).toMatchObject({
        fixed_price: true,
      }),
    );
  });

  it('says the book changed elsewhere, and loading the latest version refills the form', async () => {
    const page = await openEdit('Pather Panchali');
    const listing = listingTitled('Pather Panchali');
    // Another tab saves first.
    Object.assign(listing, { book_title: 'Pather Panchali (1929)', version: 2 });

    await replaceText(page, 'Resale price (TK)', '300');
    await save(page);

    const alert = alertSaying(await screen.findByText(SERVER_ERRORS.listingEditConflict));
    // Nothing typed is lost until the seller asks.
    expect(screen.getByLabelText('Resale price (TK)')).toHaveValue('300');
    expect(listing.seller_price).toBe(250);

    await page.user.click(
      within(alert).getByRole('button', { name: english('selling.loadLatest') }),
    );

    await waitFor(() =>
      expect(screen.getByLabelText('Book name')).toHaveValue('Pather Panchali (1929)'),
    );
    expect(screen.getByLabelText('Resale price (TK)')).toHaveValue('250');
    expect(screen.queryByText(SERVER_ERRORS.listingEditConflict)).not.toBeInTheDocument();
    await replaceText(page, 'Resale price (TK)', '300');
    // A new photo replaces the current one.
    await page.user.upload(screen.getByLabelText('Image'), photo());
    await save(page);

    expect(await screen.findByText(english('toasts.listingUpdated'))).toBeInTheDocument();
    expect(listing).toMatchObject({ seller_price: 300, version: 3, book_img: UPLOADED_IMAGE_URL });
  });

  it('offers no form for a sold book, nor for a book of someone else', async () => {
    signedInAs('seller@demo.test');
    const page = renderRoute(`/dashboard/editproduct/${listingTitled('Lalsalu')._id}`);

    alertSaying(await screen.findByText(english('selling.soldCannotEdit')));
    expect(screen.queryByLabelText('Book name')).not.toBeInTheDocument();

    await act(() => page.router.navigate(`/dashboard/editproduct/${listingTitled('Sapiens')._id}`));
    alertSaying(await screen.findByText(english('selling.notYourBook')));
    const back = screen.getByRole('link', { name: english('selling.backToMyProducts') });
    expect(back).toHaveAttribute('href', '/dashboard/myproducts');
  });

  it('shows that the book was sold while it was being edited', async () => {
    const page = await openEdit('The God of Small Things');
    listingTitled('The God of Small Things').sold = true;

    await save(page);

    alertSaying(await screen.findByText(english('selling.soldCannotEdit')));
    expect(screen.queryByLabelText('Book name')).not.toBeInTheDocument();
  });

  it('says what a field needs, and shows a refusal of the server under the form', async () => {
    const page = await openEdit('The God of Small Things');
    const requests = recordRequests();

    await page.user.clear(screen.getByLabelText('Book name'));
    await save(page);

    expect(await screen.findByLabelText('Book name')).toHaveAccessibleDescription(
      VALIDATION.bookNameRequired,
    );
    // The photo is optional here: the current one stays.
    expect(screen.getByLabelText('Image')).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter(({ method }) => method === 'PUT')).toEqual([]);

    failOnce('put', API.editListing.route, 403, SERVER_ERRORS.notYourListing);
    await enter(page, 'Book name', 'The God of Small Things');
    await save(page);

    expect(await screen.findByText(SERVER_ERRORS.notYourListing)).toHaveAttribute('role', 'alert');
  });
});
