import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { trackRequests } from './network';
import { DEMO_PASSWORD } from './session';

export const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

export { shot } from './screenshots';

export interface NewListing {
  title: string;
  /** Optional on Add Product. */
  author?: string;
  category: 'Art and Collectibles' | 'Fiction' | 'Non Fiction';
  description: string;
}

/** A book whose title no other run shares, so journeys can find it among the demo listings. */
export function uniqueListing(project: string, category: NewListing['category']): NewListing {
  return {
    title: `Padma River Boatman ${project} ${Date.now()}`,
    category,
    description:
      'A fisherman of the Padma and his village, told with great tenderness. Spine a little worn, ' +
      'no missing pages, a name written inside the cover.',
  };
}

/** Fills Add Product and submits it; resolves once the seller lands on My Products. */
export async function addListing(page: Page, listing: NewListing, screenshot?: string) {
  await page.goto('/dashboard/addproduct');
  await page.getByLabel('Book name').fill(listing.title);
  if (listing.author) await page.getByLabel('Author').fill(listing.author);
  await page.getByLabel('Resale price (TK)').fill('250');
  await page.getByLabel('Original price (TK)').fill('400');
  await page.getByLabel('Total used').fill('2 years');
  await page.getByLabel('Mobile number').fill('01711000000');
  await page.getByLabel('Category').selectOption({ label: listing.category });
  await page.getByLabel('Condition').selectOption('good');
  await page.getByLabel('Location').selectOption('Sylhet');
  await page.getByLabel('Description').fill(listing.description);
  await page.getByLabel('Relevant information').fill('Collect from Zindabazar, evenings.');
  await page.getByLabel('Image').setInputFiles(fixture('book-cover.png'));
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`${listing.title} product added successfully.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
}

/** The seller's own listing on My Products, found by its title. */
export const myListing = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

/** Opens a category's page the way a visitor does: the home page's 'See More!' button. */
export async function openCategory(page: Page, category: NewListing['category']) {
  await page.goto('/');
  await page
    .getByRole('article', { name: category, exact: true })
    .getByRole('link', { name: /See More!/ })
    .click();
  await expect(page).toHaveURL(/\/categorybooks\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Products | Used Book Resale');
}

/** A book card on a category page, found by its title. */
export const listingCard = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Signs up a new seller with a photo through the sign-up form and waits for the home page. */
export const signUpSeller = (page: Page, name: string, email: string) =>
  signUp(page, name, email, 'seller');

/** Signs up a new account with a photo through the sign-up form and waits for the home page. */
export async function signUp(page: Page, name: string, email: string, role: 'buyer' | 'seller') {
  trackRequests(page);
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Image').setInputFiles(fixture('profile-photo.png'));
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('profile created')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The cover addresses in the home page's advertisement carousel. */
export async function advertisedCovers(page: Page): Promise<string[]> {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Advertised books' });
  await expect(carousel.locator('img').first()).toBeAttached();
  return carousel
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
}
