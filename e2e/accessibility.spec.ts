import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../src/client/app/paths';
import { settled, dashboardMenu, openHeaderMenu, recordAlerts, signIn } from './support/session';
import { ROUTE_VISITORS, routeAudit } from './support/routeAudit';

// axe over a dozen pages is CPU work that a loaded 2-core CI machine does at half speed; the
// minute of the other journeys is kept for them, these get two.
test.describe.configure({ timeout: 120_000 });

type Category = { _id: string; category_name: string };

/** A book of the demo data anyone may open: the newest advertised one. */
async function bookId(request: APIRequestContext): Promise<string> {
  const [advertised] = (await (await request.get('/api/adv')).json()) as Array<{ _id: string }>;
  if (!advertised) throw new Error('the demo data has no advertised book');
  return advertised._id;
}

/** The seller of the demo's first advertised book (a seller with a page, books and no review). */
async function sellerId(request: APIRequestContext): Promise<string> {
  const listing = (await (await request.get(`/api/listings/${await bookId(request)}`)).json()) as {
    seller_id: string;
  };
  return listing.seller_id;
}

async function fictionId(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get('/api/Categories')).json()) as Category[];
  const fiction = categories.find((category) => category.category_name === 'Fiction');
  if (!fiction) throw new Error('the demo data has no Fiction category');
  return fiction._id;
}

/** The id of the first conversation on the signed-in person's Messages page (open there). */
async function firstConversationId(page: Page): Promise<string> {
  const href = await page
    .getByRole('main')
    .locator('a[href^="/dashboard/messages/"]')
    .first()
    .getAttribute('href');
  if (!href) throw new Error('no conversation on the Messages page');
  return href.split('/').pop()!;
}

/** Phones: the header's collapsed menu opened; laptops: the Books dropdown opened. */
async function openMenus(page: Page, isMobile: boolean) {
  await openHeaderMenu(page, isMobile);
  await page.getByRole('button', { name: 'Books', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Fiction' }).first()).toBeVisible();
}

test('every route of the client is in the accessibility plan', () => {
  expect(Object.keys(ROUTE_VISITORS).sort()).toEqual(Object.keys(paths).sort());
  // The route table must take every pattern from `paths`, or a route could escape the plan.
  const routeTable = readFileSync(path.join(__dirname, '../src/client/routes/routes.tsx'), 'utf8');
  expect(routeTable).not.toMatch(/\bpath:\s*['"`]/);
});

test('signed out: public pages, the menus, forms showing their errors and the 404', async ({
  page,
  request,
  isMobile,
}) => {
  const audit = routeAudit(page, 'signed out');
  await audit.visit('root');
  await openMenus(page, isMobile);
  await audit.check(isMobile ? 'header menu open' : 'Books menu open');
  for (const name of ['home', 'about'] as const) await audit.visit(name);
  // On laptops a member's details slide in on hover (phones show them all along).
  if (!isMobile) {
    await page.getByRole('article').first().hover();
    await audit.check("about with a member's details shown");
  }
  await audit.visit('login');
  await audit.visit('book', await bookId(request));
  await audit.visit('sellerPage', await sellerId(request));
  await expect(page.getByRole('article').first()).toBeVisible();
  await audit.check('a seller page with its books');

  await audit.visit('blog');
  await page.getByRole('button', { name: /prototypal inheritance/i }).click();
  await audit.check('blog with an answer open');

  await audit.visit('signIn');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Enter Your Email', { exact: true })).toBeVisible();
  await audit.check('sign-in form with its errors');

  await audit.visit('signUp');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please Enter your image', { exact: true })).toBeVisible();
  await audit.check('sign-up form with its errors');

  // The search page with a filter chosen (its chip shows); on phones in its Filters panel.
  await audit.visit('search');
  if (isMobile) {
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Dhaka');
  await expect(page.getByRole('button', { name: 'Remove filter Location: Dhaka' })).toHaveCount(1);
  await audit.check(
    isMobile ? 'search with its Filters panel open' : 'search with a filter chosen',
  );

  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
  await audit.check('404');
  audit.expectEveryPlannedRouteVisited();
});

test('buyer: a category, the order form, wishlist, orders, payment and the menus', async ({
  page,
  request,
  isMobile,
}) => {
  await signIn(page, recordAlerts(page), 'buyer@demo.test', isMobile);
  const audit = routeAudit(page, 'buyer');
  await audit.visit('root');
  await openMenus(page, isMobile);
  await audit.check('signed-in header menu open');

  await audit.visit('categoryListings', await fictionId(request));
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  const toast = page.getByText('added to wishlist');
  await expect(toast).toBeVisible();
  // Hovered, the toast holds still (its countdown pauses) while it is checked, fully faded in.
  await toast.hover();
  await audit.check('toast shown', { ignoringAnimationsIn: '.Toastify__progress-bar' });
  await expect(toast).toBeVisible();

  // The order form with its error; then the order, so My Orders has a Pay link (an order left
  // by an earlier run is refused in the form instead, and serves as well).
  await card.getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('meeting location is required')).toBeVisible();
  await settled(page.locator('.modal.show'));
  await audit.check('order form with its error');
  await dialog.getByLabel('Meeting location').fill('Zindabazar, Sylhet');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: /\S/ });
  await expect(page.getByText(/^order submitted/).or(refusal)).toBeVisible();
  if (await refusal.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The book's own page, signed in: Buy Now! and the wishlist are the buying ones ('View your
  // order' in Buy Now!'s place when this buyer has an open order of it, from this run or another).
  await audit.visit('book', await bookId(request));
  await expect(
    page
      .getByRole('button', { name: 'Buy Now!' })
      .or(page.getByRole('link', { name: 'View your order' })),
  ).toBeEnabled();
  await audit.check('book page, signed in');

  for (const name of ['dashboard', 'profile', 'myWishlist', 'myOrders'] as const)
    await audit.visit(name);
  const payHref = await page
    .getByRole('link', { name: 'Pay', exact: true })
    .first()
    .getAttribute('href');
  await audit.visit('payment', payHref!.split('/').pop()!);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await audit.check('payment form ready');
  // The same order's own page: its state, the way of paying, its history.
  await audit.visit('order', payHref!.split('/').pop()!);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();

  if (isMobile) {
    await dashboardMenu(page, isMobile);
    await audit.check('dashboard menu open');
  }
  audit.expectEveryPlannedRouteVisited();
});

// The buyer's share of the routes is split in two journeys: axe over every page of one journey
// came near the test's minute on a busy 2-core machine.
test('buyer: messages, a conversation and a question not yet asked', async ({
  page,
  request,
  isMobile,
}) => {
  await signIn(page, recordAlerts(page), 'buyer@demo.test', isMobile);
  const audit = routeAudit(page, 'buyer messaging');
  // The demo conversation (npm start's demo data) and a question not yet asked.
  await audit.visit('messages');
  await audit.visit('conversation', await firstConversationId(page));
  await expect(page.getByLabel('Your message')).toBeVisible();
  await audit.check('a conversation with its box');
  await audit.visit('askSeller', await bookId(request));
  await expect(page.getByLabel('Your message')).toBeVisible();

  audit.expectEveryPlannedRouteVisited();
});

test('seller: Add Product with its errors, My Products and the delete dialog', async ({
  page,
  request,
  isMobile,
}) => {
  await signIn(page, recordAlerts(page), 'seller@demo.test', isMobile);
  const audit = routeAudit(page, 'seller');
  await audit.visit('dashboard');
  await audit.visit('addListing');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('image is required', { exact: true })).toBeVisible();
  await audit.check('Add Product with its errors');

  await audit.visit('myListings');
  const edit = page.getByRole('link', { name: 'Edit', exact: true }).first();
  const listingId = (await edit.getAttribute('href'))?.split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Delete this book?' })).toBeVisible();
  await settled(page.locator('.modal.show'));
  await audit.check('delete dialog open');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await audit.visit('editListing', listingId);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await audit.check('the edit form, filled');
  await audit.visit('categoryListings', await fictionId(request));
  await audit.visit('messages');
  await audit.visit('conversation', await firstConversationId(page));
  await audit.visit('notifications');
  await audit.visit('sellerOrders');
  await audit.visit('balance');
  audit.expectEveryPlannedRouteVisited();
});

test('admin: all buyers, all sellers and a seller page', async ({ page, request, isMobile }) => {
  await signIn(page, recordAlerts(page), 'admin@demo.test', isMobile);
  const audit = routeAudit(page, 'admin');
  for (const name of ['dashboard', 'allBuyers', 'allSellers'] as const) await audit.visit(name);
  await expect(page.getByRole('heading', { name: /^Total Seller: \d+$/ })).toBeVisible();
  await audit.visit('sellerPage', await sellerId(request));
  await expect(page.getByRole('article').first()).toBeVisible();
  await audit.check('a seller page with its books');
  await audit.visit('reports');
  await audit.visit('balancesDue');
  await audit.visit('orderProblems');
  await audit.visit('heldPayments');
  audit.expectEveryPlannedRouteVisited();
});
