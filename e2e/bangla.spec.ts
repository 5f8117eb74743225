import { expect, test, type Page } from '@playwright/test';
import { banglaErrors } from '../src/client/i18n/errors/bn';
import { bangla } from '../src/client/testing/english';
import { orderRow, secondBrowser } from './support/buying';
import { expectNoAxeViolations } from './support/axe';
import { readQrCode } from './support/qrCode';
import { addListing, shot, signUp, uniqueListing } from './support/selling';
import { openHeaderMenu, recordAlerts, settled, signIn } from './support/session';

/** The page's title as the browser tab shows it in Bangla: the product's name stays in Latin. */
const banglaTitle = (page: Parameters<typeof bangla>[0]) => `${bangla(page)} | Used Book Resale`;

/** Bangla digits, as prices and dates read in Bangla. */
const BANGLA_DIGIT = /[০-৯]/;

/** On phones the header's links sit behind the toggle, named in the page's language. */
async function openMenu(page: Page, isMobile: boolean, toggleName: string) {
  if (!isMobile) return;
  const toggle = page.getByRole('button', { name: toggleName });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await settled(page.locator('.navbar-collapse.show'));
}

/** The header's language switch; on phones it is in the folded menu. */
async function chooseLanguage(page: Page, isMobile: boolean, groupName: string, language: string) {
  await openHeaderMenu(page, isMobile);
  await page
    .getByRole('group', { name: groupName })
    .getByRole('button', { name: language })
    .click();
}

test('a reader switches to Bangla, reloads, searches, orders and pays a book, all in Bangla; the seller scans the QR code at the handover and sees the balance', async ({
  page,
  browser,
  isMobile,
}, info) => {
  // A seller lists a fresh book (in English: languages are each reader's own).
  const listing = uniqueListing(info.project.name, 'Fiction');
  await signIn(page, recordAlerts(page), 'seller@demo.test', isMobile);
  await addListing(page, listing);

  // A new buyer (their own account, so the demo buyer's language stays English for the other
  // journeys) signs up in English and switches to বাংলা.
  const buyer = await secondBrowser(browser, info);
  await signUp(
    buyer,
    'Shirin Akter',
    `bangla-${info.project.name}-${Date.now()}@demo.test`,
    'buyer',
  );
  await chooseLanguage(buyer, isMobile, 'Language', 'বাংলা');
  await expect(buyer.locator('html')).toHaveAttribute('lang', 'bn-BD');
  await expect(buyer).toHaveTitle(banglaTitle('pages.home'));

  // Still Bangla after a reload: remembered on the device (and on the account).
  await buyer.reload();
  await expect(buyer.locator('html')).toHaveAttribute('lang', 'bn-BD');
  await expect(buyer).toHaveTitle(banglaTitle('pages.home'));
  await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(buyer, 'home page in Bangla');
  await buyer.screenshot({ path: shot('home-bn', info.project.name), fullPage: !isMobile });

  // Search from the header, in Bangla: the count in Bangla digits.
  await openMenu(buyer, isMobile, bangla('header.toggleMenu'));
  const box = buyer.getByRole('searchbox', { name: bangla('header.searchLabel') });
  await box.fill(listing.title);
  await box.press('Enter');
  await expect(buyer).toHaveURL(/\/search\?q=/);
  const result = buyer.getByRole('link', { name: listing.title }).first();
  await expect(result).toBeVisible();
  await expect(buyer.getByText(/^[০-৯,]+টি বই$/)).toBeVisible();
  await expectNoAxeViolations(buyer, 'search in Bangla');
  await buyer.screenshot({ path: shot('search-bn', info.project.name), fullPage: !isMobile });

  // The book's page: its price in taka with Bangla digits.
  await result.click();
  await expect(buyer).toHaveURL(/\/book\/[0-9a-f-]{36}$/);
  await expect(buyer.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(buyer.getByText('৳২৫০').first()).toBeVisible();
  await expectNoAxeViolations(buyer, 'book page in Bangla');
  await buyer.screenshot({ path: shot('book-page-bn', info.project.name), fullPage: !isMobile });

  // Order it: the order form in Bangla.
  await buyer.getByRole('button', { name: bangla('labels.buyNow') }).click();
  const dialog = buyer.getByRole('dialog');
  await expect(dialog.getByLabel(bangla('buying.fieldLocation'))).toBeVisible();
  await settled(buyer.locator('.modal.show'));
  await expect(dialog.getByLabel(bangla('buying.fieldPhone'))).toBeFocused();
  await dialog.getByRole('button', { name: bangla('buying.submitOrder') }).click();
  // A field left empty says so in Bangla.
  await expect(dialog.getByText(banglaErrors.meetingLocationRequired)).toBeVisible();
  await dialog.getByLabel(bangla('buying.fieldLocation')).fill('জিন্দাবাজার, সিলেট');
  await dialog.getByRole('button', { name: bangla('buying.submitOrder') }).click();
  await expect(buyer.getByText(bangla('toasts.orderSubmitted'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // My Orders in Bangla: the price and the pay-by date in Bangla digits.
  await buyer.goto('/dashboard/myorders');
  await expect(buyer).toHaveTitle(banglaTitle('pages.myOrders'));
  const row = orderRow(buyer, listing.title);
  await expect(row).toContainText('৳২৫০');
  await expect(row).toContainText('জিন্দাবাজার, সিলেট');
  await expect(row).toContainText(BANGLA_DIGIT);
  await expectNoAxeViolations(buyer, 'My Orders in Bangla');
  await buyer.screenshot({ path: shot('my-orders-bn', info.project.name), fullPage: true });

  // Pay in Bangla with the test-mode card.
  await row.getByRole('link', { name: bangla('labels.pay') }).click();
  await expect(
    buyer.getByRole('heading', { name: bangla('labels.paymentFor', { title: listing.title }) }),
  ).toBeVisible();
  await expect(buyer.getByText(bangla('payment.pleasePay', { price: '৳২৫০' }))).toBeVisible();
  await buyer.getByLabel(bangla('buying.cardNumber')).fill('4242 4242 4242 4242');
  await buyer.getByLabel(bangla('buying.cardExpiry')).fill('১২/৩৪');
  await buyer.getByLabel(bangla('buying.cardCvc')).fill('১২৩');
  const pay = buyer.getByRole('button', { name: bangla('labels.pay'), exact: true });
  await expect(pay).toBeEnabled();
  await expectNoAxeViolations(buyer, 'payment page in Bangla');
  await pay.click();
  await expect(buyer.getByText(bangla('toasts.paymentCompleted')).first()).toBeVisible();

  await buyer.goto('/dashboard/myorders');
  await expect(orderRow(buyer, listing.title)).toContainText(bangla('labels.paid'));

  // At the meet-up the buyer shows the handover code's QR code on the order page, in Bangla.
  await orderRow(buyer, listing.title)
    .getByRole('link', { name: bangla('orders.viewOrder') })
    .click();
  await expect(buyer).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const handover = buyer.getByRole('region', { name: bangla('orderPage.handoverHeading') });
  await handover.getByRole('button', { name: bangla('buying.showHandoverCode') }).click();
  const qr = handover.getByRole('img');
  await expect(qr).toBeVisible();
  await expectNoAxeViolations(buyer, 'order page in Bangla with the QR code');
  await buyer.screenshot({ path: shot('order-page-qr-bn', info.project.name), fullPage: true });

  // The seller's phone camera reads it: a link to the order with the code, which the seller
  // opens signed in (in English: the seller's own language) and confirms.
  const link = await readQrCode(qr);
  expect(link).toMatch(/\/dashboard\/orders\/[0-9a-f-]{36}#handover=\d{6}$/);
  expect(link).toContain(new URL(buyer.url()).pathname);
  await page.goto(link);
  const code = page.getByLabel('The buyer’s handover code');
  await expect(code).toHaveValue(/^\d{6}$/);
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Confirm handover' }).click();
  const sellerState = page.getByRole('region', { name: 'Where it stands' });
  await expect(sellerState).toContainText('Handed over: the sale is complete.');

  // Both see it; the price is held for the seller until the admin pays it out.
  await buyer.reload();
  await expect(buyer.getByRole('region', { name: bangla('orderPage.stateHeading') })).toContainText(
    bangla('orderPage.handedOver'),
  );
  await page.goto('/dashboard/balance');
  await expect(page).toHaveTitle('Balance | Used Book Resale');
  await expect(page.getByRole('row').filter({ hasText: listing.title })).toContainText('250');
  await expectNoAxeViolations(page, 'the seller’s Balance');
  await page.screenshot({ path: shot('seller-balance', info.project.name), fullPage: true });
  await buyer.context().close();
});

test('a browser whose language is Bangla opens the product in Bangla; its public pages pass axe', async ({
  browser,
}, info) => {
  const { baseURL, viewport, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    locale: 'bn-BD',
  });
  const reader = await context.newPage();

  await reader.goto('/');
  await expect(reader.locator('html')).toHaveAttribute('lang', 'bn-BD');
  await expect(reader).toHaveTitle(banglaTitle('pages.home'));
  const pages = [
    ['/', 'pages.home'],
    ['/about', 'pages.about'],
    ['/blog', 'pages.blog'],
    ['/signin', 'pages.signin'],
    ['/signup', 'pages.signup'],
    ['/no-such-page', 'pages.notFound'],
  ] as const;
  for (const [address, name] of pages) {
    await reader.goto(address);
    await expect(reader).toHaveTitle(banglaTitle(name));
    await expectNoAxeViolations(reader, `${address} in Bangla`);
  }
  await reader.goto('/search?q=novel');
  await expect(reader.getByText(/^[০-৯,]+টি বই$/)).toBeVisible();
  await expectNoAxeViolations(reader, 'search in Bangla, signed out');
  await context.close();
});
