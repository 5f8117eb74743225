import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  handOver,
  openPayment,
  orderRow,
  payWithTestModeCard,
  secondBrowser,
} from './support/buying';
import { addListing, myListing, shot, signUpSeller, uniqueListing } from './support/selling';
import { recordAlerts, settled, signIn } from './support/session';

const REMOVAL_REASON = 'Names a phone number; reviews are about the book and the meeting.';

/** The seller's name on a book page links to their page ('{name}'s page' to a screen reader). */
const sellerLink = (page: Page, name: string) =>
  page.getByRole('link', { name: `${name}'s page`, exact: true });

test('trust: a seller edits a price, the buyer pays, gets the book and rates 4 stars, the seller page shows 4.0 (1), the admin removes the review', async ({
  page,
  browser,
  isMobile,
}, info) => {
  // A new seller (so the rating starts empty on every run) lists a book at TK 250.
  const sellerName = `Nasrin ${info.project.name}`;
  await signUpSeller(page, sellerName, `trust-${info.project.name}-${Date.now()}@demo.test`);
  const listing = uniqueListing(info.project.name, 'Non Fiction');
  await addListing(page, listing);
  // A second book stays for sale, so the seller's page has a card to show.
  await addListing(page, {
    ...uniqueListing(info.project.name, 'Fiction'),
    title: `Lalsalu ${Date.now()}`,
  });

  // Edit: the form opens filled; the price drops to 199; My Products shows it without a reload.
  await myListing(page, listing.title).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/editproduct\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Edit Product | Used Book Resale');
  await expect(page.getByLabel('Book name')).toHaveValue(listing.title);
  await expect(page.getByLabel('Resale price (TK)')).toHaveValue('250');
  await expectNoAxeViolations(page, 'the edit form');
  await page.screenshot({ path: shot('edit-product', info.project.name), fullPage: !isMobile });
  await page.getByLabel('Resale price (TK)').fill('199');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Book updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(myListing(page, listing.title)).toContainText('TK 199');
  await myListing(page, listing.title).getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}$/);
  const bookPath = new URL(page.url()).pathname;

  // The buyer sees the new price on the book page, and a new seller's mark beside the name.
  const buyer = await secondBrowser(browser, info);
  await signIn(buyer, recordAlerts(buyer), 'buyer@demo.test', isMobile);
  await buyer.goto(bookPath);
  await expect(buyer.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(buyer.getByText('TK 199').first()).toBeVisible();
  await expect(buyer.getByText('New seller').first()).toBeVisible();

  // Order and pay the edited price.
  await buyer.getByRole('button', { name: 'Buy Now!' }).click();
  const orderForm = buyer.getByRole('dialog');
  await expect(orderForm.getByLabel('Book title')).toHaveValue(listing.title);
  await orderForm.getByLabel('Meeting location').fill('Zindabazar, Sylhet');
  await orderForm.getByRole('button', { name: 'Submit' }).click();
  await expect(buyer.getByText(/^order submitted/)).toBeVisible();
  await openPayment(buyer, listing.title);
  await expect(buyer.getByText('Please pay TK 199 for your order')).toBeVisible();
  await payWithTestModeCard(buyer, '4242 4242 4242 4242');
  await expect(buyer.getByText(/Congrats! your payment completed/).first()).toBeVisible();

  // They meet: the seller types the buyer's code, and the sale is complete.
  await handOver(buyer, page, listing.title);

  // Rate the seller: 4 stars by keyboard, with a comment.
  await buyer.goto('/dashboard/myorders');
  const row = orderRow(buyer, listing.title);
  await row.getByRole('button', { name: 'Rate the seller' }).click();
  const rating = buyer.getByRole('dialog');
  await settled(buyer.locator('.modal.show'));
  await rating.getByRole('radio', { name: '4 stars' }).check();
  await rating
    .getByLabel('Comment (optional)')
    .fill('Met on time at Zindabazar; the book as described.');
  await expectNoAxeViolations(buyer, 'the rating dialog');
  await buyer.screenshot({ path: shot('rate-seller', info.project.name) });
  await rating.getByRole('button', { name: 'Submit' }).click();
  await expect(buyer.getByText('Thank you! Your rating of the seller was saved.')).toBeVisible();
  await expect(row.getByRole('img', { name: 'You gave 4 stars out of 5' })).toBeVisible();

  // The seller's page, from the name on the book page: 4.0 (1) and the review.
  await buyer.goto(bookPath);
  await sellerLink(buyer, sellerName).click();
  await expect(buyer).toHaveURL(/\/seller\/[0-9a-f-]{36}$/);
  const sellerPath = new URL(buyer.url()).pathname;
  await expect(buyer).toHaveTitle(`${sellerName} | Used Book Resale`);
  await expect(buyer.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
  await expect(buyer.getByText('4.0 (1)').first()).toBeVisible();
  await expect(buyer.getByText('Met on time at Zindabazar; the book as described.')).toBeVisible();
  await expect(buyer.getByRole('article').first()).toBeVisible();
  await buyer.evaluate(() => window.scrollTo(0, 0));
  await buyer.evaluate(() => document.fonts.ready);
  await buyer.screenshot({ path: shot('seller-page', info.project.name), fullPage: !isMobile });

  // Signed out, the same page shows the same (it is public) and passes axe.
  const visitor = await secondBrowser(browser, info);
  await visitor.goto(sellerPath);
  await expect(visitor.getByText('4.0 (1)').first()).toBeVisible();
  await expectNoAxeViolations(visitor, 'the seller page, signed out');
  await visitor.context().close();

  // The admin removes the review with a reason; the average leaves with it.
  const admin = await secondBrowser(browser, info);
  await signIn(admin, recordAlerts(admin), 'admin@demo.test', isMobile);
  await admin.goto(sellerPath);
  await admin
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click();
  const removal = admin.getByRole('dialog');
  await settled(admin.locator('.modal.show'));
  await removal.getByLabel(/Reason/).fill(REMOVAL_REASON);
  await expectNoAxeViolations(admin, 'the removal dialog');
  await removal.getByRole('button', { name: /^Remove/ }).click();
  await expect(admin.getByText('Met on time at Zindabazar; the book as described.')).toBeHidden();
  await expect(admin.getByText('New seller').first()).toBeVisible();
  await admin.context().close();

  // The reviewer sees why on My Orders.
  await buyer.goto('/dashboard/myorders');
  await expect(orderRow(buyer, listing.title)).toContainText(
    `Removed by the admin: ${REMOVAL_REASON}`,
  );
  await buyer.context().close();
});
