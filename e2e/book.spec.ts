import { expect, test } from '@playwright/test';
import { secondBrowser } from './support/buying';
import {
  addListing,
  listingCard,
  myListing,
  openCategory,
  shot,
  uniqueListing,
} from './support/selling';
import { openHeaderMenu, recordAlerts, settled, signIn, submitSignIn } from './support/session';

/** The decoded content of one `<meta property|name="key">` of a page's HTML. */
function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return found?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A word of the title one letter swapped, as someone typing fast spells it ('Boatmna'). */
const misspelt = (word: string) => `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`;

test('signed out: a misspelt header search, a filter, a price sort, the book page, Buy Now! → sign in → back → order', async ({
  page,
  browser,
  request,
  isMobile,
}, info) => {
  // A seller lists a book with an author; its title on My Products opens the book's page.
  const listing = { ...uniqueListing(info.project.name, 'Fiction'), author: 'Manik Bandopadhyay' };
  await signIn(page, recordAlerts(page), 'seller@demo.test', isMobile);
  await addListing(page, listing);
  await myListing(page, listing.title).getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}$/);
  const bookPath = new URL(page.url()).pathname;

  // The link as Facebook or a messenger fetches it: the HTML alone says what the book is.
  const response = await request.get(bookPath, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${listing.title} | Used Book Resale</title>`);
  expect(metaOf(html, 'og:title')).toBe(listing.title);
  expect(metaOf(html, 'og:description')).toMatch(
    /^by Manik Bandopadhyay · TK 250 · good condition/,
  );
  expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/localhost:\d+\/uploads\/.+\.webp$/);
  expect(metaOf(html, 'og:url')).toBe(new URL(bookPath, page.url()).href);

  // Someone signed out searches from the header with a typo: 'Boatmna' and the title's number.
  const visitor = await secondBrowser(browser, info);
  const alerts = recordAlerts(visitor);
  await visitor.goto('/');
  await openHeaderMenu(visitor, isMobile);
  const stamp = listing.title.split(' ').at(-1)!;
  await visitor
    .getByRole('searchbox', { name: 'Search books' })
    .first()
    .fill(`${misspelt('Boatman')} ${stamp}`);
  await visitor.getByRole('searchbox', { name: 'Search books' }).first().press('Enter');
  await expect(visitor).toHaveURL(/\/search\?q=Boatmna/);
  const card = listingCard(visitor, listing.title);
  await expect(card).toBeVisible();

  // Sylhet only (where the seller lives), cheapest first: the address keeps both.
  if (isMobile) await visitor.getByRole('button', { name: 'Filters', exact: true }).click();
  await visitor.getByRole('combobox', { name: 'Location' }).selectOption('Sylhet');
  if (isMobile) await visitor.getByRole('button', { name: 'Show results' }).click();
  await visitor.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(visitor).toHaveURL(/location=Sylhet/);
  await expect(visitor).toHaveURL(/sort=price_asc/);
  await expect(
    visitor.getByRole('button', { name: 'Remove filter Location: Sylhet' }),
  ).toBeVisible();
  await expect(visitor.getByText('1 book', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: listing.title }).click();

  await expect(visitor).toHaveURL(new RegExp(`${bookPath}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(visitor).toHaveTitle(`${listing.title} | Used Book Resale`);
  await expect(visitor.getByText('by Manik Bandopadhyay')).toBeVisible();
  await expect(visitor.getByText(listing.description)).toBeVisible();

  // Buy Now! asks to sign in, and signing in comes back to this book with its order form open.
  await visitor.getByRole('button', { name: 'Buy Now!' }).click();
  await expect(visitor).toHaveURL(/\/signin$/);
  await submitSignIn(visitor, alerts, 'buyer@demo.test');
  await expect(visitor).toHaveURL(new RegExp(`${bookPath}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByLabel('Book title')).toHaveValue(listing.title);
  await dialog.getByLabel('Meeting location').fill('Nilkhet, Dhaka');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText(/^order submitted/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Pay now' })).toBeVisible();

  // The pasted link opens the same page; so does the category page's card title.
  await visitor.goto(bookPath);
  await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await openCategory(visitor, 'Fiction');
  await listingCard(visitor, listing.title).getByRole('link', { name: listing.title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${bookPath}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});

test('the gallery: a search on laptop and phone (its Filters panel open), a book page', async ({
  page,
  isMobile,
}, info) => {
  await page.goto('/search?q=novel');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Books matching "novel"' }),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shot('search', info.project.name) });
  if (isMobile) {
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await settled(filters);
    await page.screenshot({ path: shot('search-filters', info.project.name) });
    await page.keyboard.press('Escape');
  }
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Buy Now!' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shot('book-page', info.project.name), fullPage: !isMobile });
});

test('an unknown book: the 404 screen, and the server says 404 too', async ({ page, request }) => {
  const unknown = '/book/9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a9a';
  expect((await request.get(unknown, { headers: { accept: 'text/html' } })).status()).toBe(404);
  await page.goto(unknown);
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('No book has that id.')).toBeVisible();
  await expect(page).toHaveTitle('Not Found | Used Book Resale');
});
