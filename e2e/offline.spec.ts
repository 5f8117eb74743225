import { expect, test, type Page } from '@playwright/test';
import { appStatus } from '../src/client/i18n/catalogs/en/appStatus';
import { listing } from '../src/client/i18n/catalogs/en/listing';
import { recordAlerts, signIn } from './support/session';

type Category = { _id: string; category_name: string };

/** Resolves once a service worker controls the page (the first one claims it at once: sw.ts). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every address the service worker's caches hold, across all of them. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      urls.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

test('after a visit the app opens offline: the shell, the offline banner, no cached data; then back online', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  const categories = (await (await request.get('/api/Categories')).json()) as Category[];
  const fiction = categories.find(({ category_name }) => category_name === 'Fiction')!;
  const alerts = recordAlerts(page);

  // Online: signed in, the home page, a category page and a private page (the buyer's orders).
  await signIn(page, alerts, 'buyer@demo.test', isMobile);
  await controlledByServiceWorker(page);
  await page.goto(`/categorybooks/${fiction._id}`);
  const bookCards = page.getByRole('main').getByRole('article');
  await expect(bookCards.first()).toBeVisible();
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');

  // The app, and the site's pictures, are kept; no answer of the API ever is.
  const kept = await cachedUrls(page);
  expect(kept).toEqual(expect.arrayContaining(['/index.html', '/home.html', '/offline.html']));
  expect(kept.filter((url) => url.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);

  // A page the reader had open: the shell draws it from the cache and says the phone is offline;
  // its books, which only the API has, are not shown from any cache.
  await page.goto(`/categorybooks/${fiction._id}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(appStatus.offline)).toBeVisible();
  // Once its retries give up (decision 0016), the list says it could not be loaded.
  await expect(page.getByText(listing.loadFailed)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

  // The home page (its own HTML), and the private page: shell and banner, no orders.
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(appStatus.offline)).toBeVisible();
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(appStatus.offline)).toBeVisible();
  await expect(page.getByRole('cell')).toHaveCount(0);

  // The offline page, for what the cached app cannot draw, is there with its text.
  await page.goto('/offline.html');
  await expect(page.getByRole('heading', { name: appStatus.offlinePageTitle })).toBeVisible();
  await expect(page.getByText(appStatus.offlinePageText)).toBeVisible();

  // Back online: the category page loads its books again, and the banner is gone.
  await context.setOffline(false);
  await page.goto(`/categorybooks/${fiction._id}`);
  await expect(bookCards.first()).toBeVisible();
  await expect(page.getByText(appStatus.offline)).toHaveCount(0);
  expect((await cachedUrls(page)).filter((url) => url.startsWith('/api'))).toEqual([]);
});
