import { expect, test } from '@playwright/test';
import { lookup } from 'node:dns/promises';
import path from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import {
  DEMO_PASSWORD,
  dashboardMenu,
  menuLinks,
  openHeaderMenu,
  recordAlerts,
  signIn,
  submitSignIn,
} from './support/session';
import { shot } from './support/screenshots';

const EVERYONE = ['Home', 'Messages', 'Notifications', 'My Wishlist', 'My Orders'];

test('each demo account signs in and sees its own side menu', async ({ page, isMobile }, info) => {
  const expected: Record<string, string[]> = {
    'buyer@demo.test': EVERYONE,
    'seller@demo.test': [
      ...EVERYONE,
      'Add Product',
      'My Products',
      'Orders for my books',
      'Balance',
    ],
    'admin@demo.test': [
      ...EVERYONE,
      'All Buyers',
      'All Seller',
      'Reports',
      'Balances due',
      'Order problems',
      'Payments held for review',
    ],
  };
  for (const [email, links] of Object.entries(expected)) {
    const alerts = recordAlerts(page);
    await signIn(page, alerts, email, isMobile);
    await page.goto('/dashboard');
    await expect.poll(() => menuLinks(page, isMobile)).toEqual(links);
    if (email === 'admin@demo.test')
      await page.screenshot({ path: shot('dashboard-admin', info.project.name) });
    await page.keyboard.press('Escape');
    await page.goto('/');
    await openHeaderMenu(page, isMobile);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => alerts).toContain('sign out successfull');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    page.removeAllListeners('dialog');
  }
});

test('a new seller signs up with a photo, logs out, and signs in back to where they were', async ({
  page,
  isMobile,
}, info) => {
  const alerts = recordAlerts(page);
  const email = `seller-${info.project.name}-${Date.now()}@e2e.test`;
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign up | Used Book Resale');
  await page.getByRole('button', { name: 'Sign up' }).click();
  for (const message of [
    'Enter Your Name',
    'Enter Your Email',
    'Please Enter a Password',
    'Please Enter your image',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Name').fill('Tania Akter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page
    .getByLabel('Image')
    .setInputFiles(path.join(__dirname, 'fixtures', 'profile-photo.png'));
  await page.getByLabel('Role').selectOption('seller');
  await page.screenshot({ path: shot('signup', info.project.name), fullPage: true });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('profile created')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

  await page.goto('/dashboard/profile');
  const profile = page.locator('.profile-card');
  await expect(profile.getByRole('heading', { name: 'Tania Akter' })).toBeVisible();
  await expect(profile).toContainText(email);
  await expect(profile).toContainText('Not Found');
  await expect(profile).toContainText('seller');
  await expectNoAxeViolations(page, 'profile with an uploaded photo');
  const photo = profile.getByRole('img', { name: 'Tania Akter' });
  await expect(photo).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await page.screenshot({ path: shot('profile', info.project.name), fullPage: true });

  const menu = await dashboardMenu(page, isMobile);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => alerts).toContain('log out successful');
  await expect(page).toHaveURL(/\/signin$/);

  // Signed out, a dashboard address leads to sign-in and, after it, back to that address.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/signin$/);
  await submitSignIn(page, alerts, email);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.locator('.profile-card')).toContainText(email);
});

test('a wrong password says so under the form', async ({ page }, info) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('buyer@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expectNoAxeViolations(page, 'sign-in refused');
  await page.screenshot({ path: shot('signin-failed', info.project.name), fullPage: true });
});

test('a buyer opening Add Product is sent to the sign-in page', async ({ page, isMobile }) => {
  const alerts = recordAlerts(page);
  await signIn(page, alerts, 'buyer@demo.test', isMobile);
  await page.goto('/dashboard/addproduct');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // Signing in there as a seller goes on to the page the buyer was refused.
  await submitSignIn(page, alerts, 'seller@demo.test');
  await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
});

/**
 * Firebase's popup sign-in loads Google's gapi script (apis.google.com) into the page and into the
 * emulator's helper frame, even against the emulator. Where Google is reachable the whole popup
 * journey runs; on an offline machine the product must say plainly that Google sign-in could not
 * start, and stay signed out.
 */
test('Google sign-in through the emulator popup registers a buyer', async ({ page, isMobile }) => {
  const alerts = recordAlerts(page);
  await page.goto('/signin');
  const googleReachable = await lookup('apis.google.com').then(
    () => true,
    () => false,
  );
  if (!googleReachable) {
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Google sign-in could not start. Check your connection and try again.',
    );
    await openHeaderMenu(page, isMobile);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(alerts).toEqual([]);
    return;
  }
  const email = `google-${Date.now()}@e2e.test`;
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Google Reader');
  await popup.locator('#sign-in').click();
  await expect.poll(() => alerts).toContain('user login succcessfull');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect.poll(() => menuLinks(page, isMobile)).toEqual(EVERYONE);
  await expect(page.locator('.profile-card')).toContainText('buyer');
});
