import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_BUYER = { email: 'buyer@demo.test', password: 'demo1234' };

/** Debian's chromium, headless, with the flags the browser journeys use (playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * Signs the demo buyer in through the real login page, as a person would: the form, the Login
 * button, the 'user login succcessfull' alert, then the home page. The session (Firebase's
 * IndexedDB and the access token in localStorage) stays in this browser for Lighthouse.
 */
export async function signInAsBuyer(page: Page, baseUrl: string): Promise<void> {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${baseUrl}/signin`, { waitUntil: 'networkidle0' });
  await page.locator('#field-email').fill(DEMO_BUYER.email);
  await page.locator('#field-password').fill(DEMO_BUYER.password);
  // In the page, not the header's search box (also a form with a submit button).
  await page.locator('main form button[type="submit"]').click();
  await page.waitForFunction(
    () => location.pathname === '/' && localStorage.getItem('accessToken') !== null,
    { timeout: 30_000 },
  );
  if (!alerts.includes('user login succcessfull')) {
    throw new Error(
      `signing in as ${DEMO_BUYER.email} gave no success alert (${alerts.join('; ')})`,
    );
  }
  // Lighthouse answers no dialogs; none is expected on the audited pages.
  page.removeAllListeners('dialog');
}

/** The id of a demo category, for its /categorybooks page. */
export async function categoryId(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Categories`);
  const categories = (await response.json()) as { _id: string; category_name: string }[];
  const category = categories.find((candidate) => candidate.category_name === name);
  if (!category) throw new Error(`no category named ${name} at ${baseUrl}`);
  return category._id;
}

/** The best match for `words` and its seller, for the /book and /seller pages. */
export async function bestMatch(
  baseUrl: string,
  words: string,
): Promise<{ bookId: string; sellerId: string }> {
  const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(words)}&limit=1`);
  const { items } = (await response.json()) as { items: { _id: string; seller_id: string }[] };
  const [first] = items;
  if (!first) throw new Error(`no book matches "${words}" at ${baseUrl}`);
  return { bookId: first._id, sellerId: first.seller_id };
}
