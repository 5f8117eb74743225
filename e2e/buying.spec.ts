import { expect, test, type Page } from '@playwright/test';
import {
  openPayment,
  orderListing,
  orderRow,
  payWithTestModeCard,
  secondBrowser,
} from './support/buying';
import {
  addListing,
  advertisedCovers,
  listingCard,
  myListing,
  openCategory,
  shot,
  signUp,
  uniqueListing,
  type NewListing,
} from './support/selling';
import { expectNoAxeViolations } from './support/axe';
import { recordAlerts, settled, signIn } from './support/session';

/** The demo seller lists a fresh book (and advertises it); answers its cover's address. */
async function sellerAddsListing(
  page: Page,
  listing: NewListing,
  isMobile: boolean,
  advertise: boolean,
) {
  const alerts = recordAlerts(page);
  await signIn(page, alerts, 'seller@demo.test', isMobile);
  await addListing(page, listing);
  const item = myListing(page, listing.title);
  if (advertise) {
    await item.getByRole('button', { name: 'Advertise', exact: true }).click();
    await expect(item.getByRole('button', { name: 'Off Advertise' })).toBeVisible();
  }
  return item.getByRole('img', { name: listing.title, includeHidden: true }).getAttribute('src');
}

test('the buyer wishlists a book, orders it, pays by card in test mode and sees Paid', async ({
  page,
  browser,
  isMobile,
}, info) => {
  const listing = uniqueListing(info.project.name, 'Fiction');
  const cover = await sellerAddsListing(page, listing, isMobile, true);
  expect(await advertisedCovers(page)).toContain(new URL(cover!, page.url()).href);

  const buyer = await secondBrowser(browser, info);
  const alerts = recordAlerts(buyer);
  await signIn(buyer, alerts, 'buyer@demo.test', isMobile);

  // The heart keeps the book on My Wishlist.
  await openCategory(buyer, 'Fiction');
  await listingCard(buyer, listing.title).getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(buyer.getByText('added to wishlist')).toBeVisible();
  await buyer.goto('/dashboard/mywishlist');
  await expect(buyer).toHaveTitle('My Wishlist | Used Book Resale');
  await expect(listingCard(buyer, listing.title)).toBeVisible();
  await buyer.screenshot({ path: shot('my-wishlist', info.project.name), fullPage: !isMobile });

  // Buy Now! opens the order form: buyer and book filled in and locked, meeting place required.
  await listingCard(buyer, listing.title).getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = buyer.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).toHaveValue('Karim Ahmed');
  await expect(dialog.getByLabel('Email')).toHaveValue('buyer@demo.test');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Book title')).toHaveValue(listing.title);
  await expect(dialog.getByLabel('Price')).toHaveValue('250');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('meeting location is required')).toBeVisible();
  await settled(buyer.locator('.modal.show'));
  await buyer.screenshot({ path: shot('order-form', info.project.name) });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await orderListing(buyer, listing.title, 'Zindabazar, Sylhet, near the library gate');

  // My Orders: unpaid, so a Pay link.
  await buyer.goto('/dashboard/myorders');
  const row = orderRow(buyer, listing.title);
  await expect(row).toContainText('Rahim Uddin');
  await expect(row).toContainText('seller@demo.test');
  await expect(row).toContainText('Zindabazar, Sylhet, near the library gate');
  await expect(row.getByRole('link', { name: 'Pay' })).toBeVisible();
  await buyer.screenshot({ path: shot('my-orders', info.project.name), fullPage: true });

  // A declined card says so in red and takes no money; 4242… then pays.
  await openPayment(buyer, listing.title);
  await expect(buyer.getByText('Please pay TK 250 for your order')).toBeVisible();
  await payWithTestModeCard(buyer, '4000 0000 0000 0002');
  const decline = buyer.getByText('Your card was declined.');
  await expect(decline).toBeVisible();
  await expect(decline).toHaveClass(/text-danger/);
  await expectNoAxeViolations(buyer, 'payment page with a declined card');
  await buyer.screenshot({ path: shot('payment-declined', info.project.name), fullPage: true });
  await payWithTestModeCard(buyer, '4242 4242 4242 4242');
  await expect(buyer.getByText('Congrats! your payment completed').first()).toBeVisible();
  await expect(buyer.getByText(/pi_local_\w+/)).toBeVisible();
  await expectNoAxeViolations(buyer, 'payment completed');
  await buyer.screenshot({ path: shot('payment-done', info.project.name), fullPage: true });

  await buyer.goto('/dashboard/myorders');
  await expect(orderRow(buyer, listing.title)).toContainText('Paid');
  await expect(orderRow(buyer, listing.title).getByRole('link', { name: 'Pay' })).toHaveCount(0);

  // Sold: gone from its category and the carousel; the seller may only delete it.
  await openCategory(buyer, 'Fiction');
  await expect(listingCard(buyer, 'Pather Panchali')).toBeVisible();
  await expect(listingCard(buyer, listing.title)).toHaveCount(0);
  expect(await advertisedCovers(buyer)).not.toContain(new URL(cover!, buyer.url()).href);
  await page.goto('/dashboard/myproducts');
  const item = myListing(page, listing.title);
  await expect(item.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /Advertise/ })).toHaveCount(0);
  await buyer.context().close();
});

test('two buyers race to pay for one book: one pays, the other is told clearly', async ({
  page,
  browser,
  isMobile,
}, info) => {
  const listing = uniqueListing(info.project.name, 'Art and Collectibles');
  await sellerAddsListing(page, listing, isMobile, false);

  // Two buyers in two browsers: the demo buyer and one who signs up now.
  const first = await secondBrowser(browser, info);
  await signIn(first, recordAlerts(first), 'buyer@demo.test', isMobile);
  const second = await secondBrowser(browser, info);
  await signUp(second, 'Nusrat Jahan', `race-${info.project.name}-${Date.now()}@e2e.test`, 'buyer');
  for (const buyer of [first, second]) {
    await openCategory(buyer, 'Art and Collectibles');
    await orderListing(buyer, listing.title, 'Dhanmondi Lake, Dhaka');
  }

  // The first to open the payment page holds the book; the second is told to wait.
  await openPayment(first, listing.title);
  await expect(first.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
  await openPayment(second, listing.title);
  await expect(
    second.getByText(
      'Another buyer is paying for this book right now. Please try again in a few minutes.',
    ),
  ).toBeVisible();
  await expect(second.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await expectNoAxeViolations(second, 'payment page held by another buyer');
  await second.screenshot({ path: shot('payment-reserved', info.project.name), fullPage: true });

  await payWithTestModeCard(first, '4242 4242 4242 4242');
  await expect(first.getByText('Congrats! your payment completed').first()).toBeVisible();

  // The book is sold: the second buyer's order is cancelled and cannot be paid.
  await second.goto('/dashboard/myorders');
  const row = orderRow(second, listing.title);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);
  await first.context().close();
  await second.context().close();
});
