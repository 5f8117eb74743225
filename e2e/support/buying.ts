import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { listingCard } from './selling';
import { settled } from './session';

/** A second, separate browser (its own storage) with the project's screen, for a second user. */
export async function secondBrowser(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  return context.newPage();
}

/** 'Buy Now!' on a book card, then the order form: meeting location, Submit, the toast. */
export async function orderListing(page: Page, title: string, meetingPlace: string) {
  await listingCard(page, title).getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Meeting location')).toBeVisible();
  // Once open, the modal moves focus to Phone, the first field to type in (unless the buyer is
  // already typing in another of its fields).
  await settled(page.locator('.modal.show'));
  await expect(dialog.getByLabel('Phone')).toBeFocused();
  await dialog.getByLabel('Meeting location').fill(meetingPlace);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('order submitted please pay from dashboard or will be canceled'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The buyer's row for a book on My Orders. */
export const orderRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

/** Opens My Orders and follows the Pay link of the book's order to its payment page. */
export async function openPayment(page: Page, title: string) {
  await page.goto('/dashboard/myorders');
  await orderRow(page, title).getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Payment for ${title}` })).toBeVisible();
}

/** Types a card into the test-mode card form and presses Pay (enabled once the intent exists). */
export async function payWithTestModeCard(page: Page, cardNumber: string) {
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await pay.click();
}

/**
 * The meet-up's handover: the buyer shows a code on My Orders, the seller types it under 'Orders
 * for my books' on My Products, and the sale is complete (only then may the buyer rate the seller).
 */
export async function handOver(buyer: Page, seller: Page, title: string) {
  await buyer.goto('/dashboard/myorders');
  await orderRow(buyer, title).getByRole('button', { name: 'Show handover code' }).click();
  const code = orderRow(buyer, title).locator('strong.font-monospace');
  await expect(code).toHaveText(/^\d{6}$/);
  await seller.goto('/dashboard/sellerorders');
  const order = seller
    .getByRole('region', { name: 'Orders for my books' })
    .getByRole('listitem')
    .filter({ has: seller.getByRole('heading', { name: title, exact: true }) });
  await order.getByLabel('The buyer’s handover code').fill((await code.textContent()) ?? '');
  await order.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(order.getByText('Handed over: the sale is complete.')).toBeVisible();
}
