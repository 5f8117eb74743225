import { expect, test, type Page } from '@playwright/test';
import { orderRow, secondBrowser } from './support/buying';
import { addListing, listingCard, openCategory, uniqueListing } from './support/selling';
import { expectNoAxeViolations } from './support/axe';
import { recordAlerts, settled, signIn } from './support/session';

/** The order's page, from its row of My Orders ('View order'). */
async function openOrderFromMyOrders(page: Page, title: string) {
  await page.goto('/dashboard/myorders');
  await orderRow(page, title).getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
}

const stateOf = (page: Page) => page.getByRole('region', { name: 'Where it stands' });

test('a cash order: the seller agrees the time, the buyer shows the code, the seller types it, both see Handed over, the buyer rates', async ({
  page,
  browser,
  isMobile,
}, info) => {
  // The demo seller lists a fresh book.
  const listing = uniqueListing(info.project.name, 'Fiction');
  const sellerAlerts = recordAlerts(page);
  await signIn(page, sellerAlerts, 'seller@demo.test', isMobile);
  await addListing(page, listing);

  // The buyer orders it to pay in cash at the meet-up.
  const buyer = await secondBrowser(browser, info);
  await signIn(buyer, recordAlerts(buyer), 'buyer@demo.test', isMobile);
  await openCategory(buyer, 'Fiction');
  await listingCard(buyer, listing.title).getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = buyer.getByRole('dialog');
  await settled(buyer.locator('.modal.show'));
  await dialog.getByLabel('Meeting location').fill('Zindabazar, Sylhet, by the library gate');
  await dialog.getByRole('radio', { name: 'Cash at the meet-up' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(buyer.getByText(/^Order placed: the book is held for you/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The seller opens the order from 'Orders for my books' and agrees to the buyer's time.
  await page.goto('/dashboard/sellerorders');
  const sellerItem = page
    .getByRole('region', { name: 'Orders for my books' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: listing.title }) });
  await sellerItem.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Karim Ahmed proposed this time.')).toBeVisible();
  await page.getByRole('button', { name: 'Agree to this time' }).click();
  await expect(page.getByText('Both of you agreed to this time.')).toBeVisible();
  await expectNoAxeViolations(page, 'order page, seller');

  // The buyer reads the code (and its QR code) on the order page.
  await openOrderFromMyOrders(buyer, listing.title);
  await expect(buyer.getByText('Both of you agreed to this time.')).toBeVisible();
  await buyer.getByRole('button', { name: 'Show handover code' }).click();
  const qr = buyer.getByRole('img', { name: /^QR code of your handover code \d{6}$/ });
  await expect(qr).toBeVisible();
  const code = (await qr.getAttribute('aria-label'))!.replace(/\D/g, '');
  await expectNoAxeViolations(buyer, 'order page, buyer with the code');

  // The seller types it: handed over, for both.
  await page.getByLabel('The buyer’s handover code').fill(code);
  await page.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(stateOf(page)).toContainText('Handed over: the sale is complete.');
  await buyer.reload();
  await expect(stateOf(buyer)).toContainText('Handed over: the sale is complete.');
  await expect(buyer.getByRole('region', { name: 'History' })).toContainText(
    'The seller confirmed the handover',
  );

  // The buyer rates the seller from My Orders.
  await buyer.goto('/dashboard/myorders');
  await expect(orderRow(buyer, listing.title)).toContainText('Handed over');
  await orderRow(buyer, listing.title).getByRole('button', { name: 'Rate the seller' }).click();
  const review = buyer.getByRole('dialog');
  await settled(buyer.locator('.modal.show'));
  await review.getByRole('radio', { name: '5 stars' }).check();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(buyer.getByText('Thank you! Your rating of the seller was saved.')).toBeVisible();
  await expect(
    orderRow(buyer, listing.title).getByRole('img', { name: 'You gave 5 stars out of 5' }),
  ).toBeVisible();
  await buyer.context().close();
});
