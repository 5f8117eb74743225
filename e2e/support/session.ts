import { expect, type Locator, type Page } from '@playwright/test';
import { trackRequests } from './network';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Accepts every window.alert of the page and keeps its text, so a journey can check the
 * product's alerts ('user login succcessfull', 'sign out successfull', ...).
 */
export function recordAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Fills the sign-in form already on screen and waits for the success alert. */
export async function submitSignIn(
  page: Page,
  alerts: string[],
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => alerts).toContain('user login succcessfull');
}

/** Signs in from /signin and waits until the header knows it. */
export async function signIn(page: Page, alerts: string[], email: string, isMobile: boolean) {
  trackRequests(page);
  await page.goto('/signin');
  await submitSignIn(page, alerts, email);
  await expect(page).toHaveURL(/\/$/);
  await openHeaderMenu(page, isMobile);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
}

/** On phones the header links sit behind the toggle. */
export async function openHeaderMenu(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  const toggle = page.getByRole('button', { name: /toggle navigation/i });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // Bootstrap adds `show` once the menu has finished opening; a click while it still grows
  // can land on a link that is sliding past.
  await settled(page.locator('.navbar-collapse.show'));
}

/** Waits until an element's CSS transitions end, so clicks and screenshots meet it in place. */
export async function settled(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** On phones the dashboard's side menu is an off-canvas panel behind a button. */
export async function dashboardMenu(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    await settled(page.locator('#dashboard-menu.show'));
  }
  return page.getByRole('navigation', { name: 'Dashboard' });
}

export async function menuLinks(page: Page, isMobile: boolean): Promise<string[]> {
  const menu = await dashboardMenu(page, isMobile);
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  // A link's unread badge ('Messages 2', '99+') is part of its text; the names are what count.
  return (await menu.locator('.nav-link').allTextContents()).map((text) =>
    text.trim().replace(/\s*\d+\+?$/, ''),
  );
}
