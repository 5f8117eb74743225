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
import { recordAlerts, signIn, submitSignIn } from './support/session';

/** The decoded content of one `<meta property|name="key">` of a page's HTML. */
function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return found?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

test('a shared book page: its link preview, then signed out Buy Now! → sign in → back → order', async ({
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
  expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/localhost:\d+\/uploads\/.+\.png$/);
  expect(metaOf(html, 'og:url')).toBe(new URL(bookPath, page.url()).href);

  // Someone signed out opens the pasted link.
  const visitor = await secondBrowser(browser, info);
  const alerts = recordAlerts(visitor);
  await visitor.goto(bookPath);
  await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(visitor).toHaveTitle(`${listing.title} | Used Book Resale`);
  await expect(visitor.getByText('by Manik Bandopadhyay')).toBeVisible();
  await expect(visitor.getByText(listing.description)).toBeVisible();
  await visitor.screenshot({ path: shot('book-page', info.project.name), fullPage: !isMobile });

  // Buy Now! asks to sign in, and signing in comes back to this book.
  await visitor.getByRole('button', { name: 'Buy Now!' }).click();
  await expect(visitor).toHaveURL(/\/signin$/);
  await submitSignIn(visitor, alerts, 'buyer@demo.test');
  await expect(visitor).toHaveURL(new RegExp(`${bookPath}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await visitor.getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByLabel('Book title')).toHaveValue(listing.title);
  await dialog.getByLabel('Meeting location').fill('Nilkhet, Dhaka');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText(/^order submitted/)).toBeVisible();

  // The category page's card opens the same page from its title.
  await openCategory(visitor, 'Fiction');
  await listingCard(visitor, listing.title).getByRole('link', { name: listing.title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${bookPath}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});

test('an unknown book: the 404 screen, and the server says 404 too', async ({ page, request }) => {
  const unknown = '/book/9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a9a';
  expect((await request.get(unknown, { headers: { accept: 'text/html' } })).status()).toBe(404);
  await page.goto(unknown);
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('No book has that id.')).toBeVisible();
  await expect(page).toHaveTitle('Not Found | Used Book Resale');
});
