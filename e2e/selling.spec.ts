import { expect, test, type Page } from '@playwright/test';
import {
  addListing,
  advertisedCovers,
  listingCard,
  myListing,
  openCategory,
  shot,
  signUpSeller,
  uniqueListing,
} from './support/selling';
import { expectNoAxeViolations } from './support/axe';
import { dashboardMenu, openHeaderMenu, recordAlerts, settled, signIn } from './support/session';

async function signOut(page: Page, isMobile: boolean, alerts: string[]) {
  await page.goto('/');
  await openHeaderMenu(page, isMobile);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(() => alerts).toContain('sign out successfull');
}

test('the verified seller lists a book, advertises it, stops, and deletes it', async ({
  page,
  isMobile,
}, info) => {
  const alerts = recordAlerts(page);
  await signIn(page, alerts, 'seller@demo.test', isMobile);

  // Every field is required, each with its own message (texts that must not change).
  await page.goto('/dashboard/addproduct');
  await expect(page).toHaveTitle('Add Product | Used Book Resale');
  await page.getByRole('button', { name: 'Add Product' }).click();
  for (const message of [
    'book name is required',
    'resale price is required',
    'original price is required',
    'total used day is required',
    'Mobile number is required',
    'description is required',
    'relevant information is required',
    'image is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const listing = uniqueListing(info.project.name, 'Fiction');
  await addListing(page, listing, shot('add-product', info.project.name));
  const item = myListing(page, listing.title);
  await expect(item.getByRole('button', { name: 'Advertise', exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  const cover = await item
    .getByRole('img', { name: listing.title, includeHidden: true })
    .getAttribute('src');
  expect(cover).toMatch(/\/uploads\/.+\.webp$/);
  // The upload answers its own path; the carousel's images report absolute URLs.
  const coverUrl = new URL(cover!, page.url()).href;
  await page.screenshot({ path: shot('my-products', info.project.name), fullPage: true });

  // On its category page, with the verified seller's green 'Y' and the card's details.
  await openCategory(page, 'Fiction');
  const card = listingCard(page, listing.title);
  await expect(card).toContainText('TK');
  await expect(card).toContainText('Rahim Uddin');
  await expect(card).toContainText(`${listing.description.slice(0, 97)}...`);
  const mark = card.locator('.verification-mark');
  await expect(mark).toHaveText('Y');
  await expect(mark).toHaveClass(/bg-success/);
  await page.screenshot({ path: shot('category-books', info.project.name), fullPage: !isMobile });

  // Advertised, it joins the home carousel; taken off, it leaves it.
  await page.goto('/dashboard/myproducts');
  await item.getByRole('button', { name: 'Advertise', exact: true }).click();
  await expect(page.getByText('product has been added to advertised')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Off Advertise' })).toBeVisible();
  await expectNoAxeViolations(page, 'My Products with an advertised book');
  expect(await advertisedCovers(page)).toContain(coverUrl);

  await page.goto('/dashboard/myproducts');
  await item.getByRole('button', { name: 'Off Advertise' }).click();
  await expect(page.getByText('product has been removed from advertised')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Advertise', exact: true })).toBeVisible();
  expect(await advertisedCovers(page)).not.toContain(coverUrl);

  // Delete asks first; Cancel keeps the book, confirming removes it everywhere.
  await page.goto('/dashboard/myproducts');
  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this book?' });
  await expect(dialog).toContainText(listing.title);
  await settled(page.locator('.modal.show'));
  await page.screenshot({ path: shot('delete-confirm', info.project.name) });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('product delete successfull')).toBeVisible();
  await expect(item).toBeHidden();
  await openCategory(page, 'Fiction');
  await expect(listingCard(page, 'Pather Panchali')).toBeVisible();
  await expect(listingCard(page, listing.title)).toHaveCount(0);
});

test('the admin verifies sellers, and their books turn green with Y', async ({
  page,
  isMobile,
}, info) => {
  const alerts = recordAlerts(page);

  // A seller who has just signed up lists a book: red, 'x'.
  const sellerName = 'Tania Akter';
  const sellerEmail = `verify-${info.project.name}-${Date.now()}@e2e.test`;
  await signUpSeller(page, sellerName, sellerEmail);
  const listing = uniqueListing(info.project.name, 'Non Fiction');
  await addListing(page, listing);
  await openCategory(page, 'Non Fiction');
  const mark = listingCard(page, listing.title).locator('.verification-mark');
  await expect(mark).toHaveText('x');
  await expect(mark).toHaveClass(/bg-danger/);
  await signOut(page, isMobile, alerts);

  await signIn(page, alerts, 'admin@demo.test', isMobile);
  await page.goto('/dashboard');
  const menu = await dashboardMenu(page, isMobile);
  await menu.getByRole('link', { name: 'All Buyers' }).click();
  await expect(page.getByRole('heading', { name: /^Total Buyer: \d+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /buyer@demo\.test/ })).toContainText('Karim Ahmed');
  await page.screenshot({ path: shot('all-buyers', info.project.name), fullPage: true });

  await page.goto('/dashboard/allsellers');
  await expect(page.getByRole('heading', { name: /^Total Seller: \d+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /\bseller@demo\.test/ })).toContainText('Verified');
  const newcomer = page.getByRole('row', { name: new RegExp(sellerEmail.replace(/\./g, '\\.')) });
  await expect(newcomer.getByRole('button', { name: 'Verify' })).toBeVisible();
  await page.screenshot({ path: shot('all-sellers', info.project.name), fullPage: true });
  await newcomer.getByRole('button', { name: 'Verify' }).click();
  await confirmVerifying(page);
  await expect(newcomer.getByText('Verified', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'All Sellers after verifying one');

  // The demo's unverified seller: verified here on a fresh database (the first project to run),
  // already verified when the other project comes; either way its books end green with 'Y'.
  const demoSeller = page.getByRole('row', { name: /newseller@demo\.test/ });
  const verifyDemoSeller = demoSeller.getByRole('button', { name: 'Verify' });
  if (await verifyDemoSeller.isVisible()) {
    await verifyDemoSeller.click();
    await confirmVerifying(page);
  }
  await expect(demoSeller.getByText('Verified', { exact: true })).toBeVisible();

  await openCategory(page, 'Non Fiction');
  for (const title of [listing.title, 'Banker to the Poor']) {
    const verified = listingCard(page, title).locator('.verification-mark');
    await expect(verified).toHaveText('Y');
    await expect(verified).toHaveClass(/bg-success/);
  }
});

/** Verify asks first, showing what to weigh: the admin confirms in its dialog. */
async function confirmVerifying(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Verify .+\?$/ });
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog).toBeHidden();
}
