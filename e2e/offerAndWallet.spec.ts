import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { openPayment, orderRow, secondBrowser } from './support/buying';
import { expectNoAxeViolations } from './support/axe';
import { addListing, myListing, uniqueListing } from './support/selling';
import { recordAlerts, settled, signIn } from './support/session';

/** The seller's new book's own page, from My Products; answers its address. */
async function openOwnBook(page: Page, title: string): Promise<string> {
  await myListing(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

/** The demo seller signed in on `page` lists a fresh book at TK 250; answers it and its address. */
async function sellerListsBook(page: Page, info: TestInfo, isMobile: boolean) {
  const listing = uniqueListing(info.project.name, 'Fiction');
  await signIn(page, recordAlerts(page), 'seller@demo.test', isMobile);
  await addListing(page, listing);
  return { listing, bookPath: await openOwnBook(page, listing.title) };
}

/** A second person, signed in in a browser of their own, on the book's page. */
async function buyerOnBook(
  browser: Browser,
  info: TestInfo,
  email: string,
  isMobile: boolean,
  bookPath: string,
) {
  const buyer = await secondBrowser(browser, info);
  await signIn(buyer, recordAlerts(buyer), email, isMobile);
  await buyer.goto(bookPath);
  return buyer;
}

/** On the local test gateway's page: a way to pay, then Pay (twice-sent notice when asked). */
async function payOnTestGateway(page: Page, way: string, notifyTwice = false) {
  await expect(page.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();
  await page.getByRole('radio', { name: way }).check();
  if (notifyTwice) {
    await page.getByRole('checkbox', { name: /Send the payment notification twice/ }).check();
  }
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('an offer, a counter, an order at the agreed price paid with bKash on the gateway page, once even when notified twice', async ({
  page,
  browser,
  isMobile,
}, info) => {
  // The demo seller lists a fresh book at TK 250; the buyer offers TK 200.
  const { listing, bookPath } = await sellerListsBook(page, info, isMobile);
  const buyer = await buyerOnBook(browser, info, 'buyer@demo.test', isMobile, bookPath);
  await buyer.getByRole('button', { name: 'Make an offer' }).click();
  await buyer.getByLabel('Your price in Taka').fill('200');
  await buyer.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyer.getByText('Your offer of TK 200 waits for the seller.')).toBeVisible();

  // The seller sees it on the book's page and counters with TK 230.
  await page.goto(bookPath);
  const offers = page.getByRole('region', { name: 'Offers on this book' });
  await expect(offers.getByText(/offered TK 200\./)).toBeVisible();
  await offers.getByRole('button', { name: 'Counter' }).click();
  await offers.getByLabel('Your counter price in Taka').fill('230');
  await offers.getByRole('button', { name: 'Send counter offer' }).click();
  await expect(offers.getByText(/with TK 230; waiting for the buyer\./)).toBeVisible();
  await expectNoAxeViolations(page, 'book page, the seller’s offers');

  // The buyer accepts the counter and orders at TK 230 (the listed price is TK 250).
  await buyer.reload();
  await expect(buyer.getByText('The seller answered your offer with TK 230.')).toBeVisible();
  await buyer.getByRole('button', { name: 'Accept TK 230' }).click();
  await buyer.getByRole('button', { name: 'Buy at TK 230' }).click();
  const dialog = buyer.getByRole('dialog');
  await settled(buyer.locator('.modal.show'));
  await expect(dialog.getByLabel('Price')).toHaveValue('230');
  await dialog.getByLabel('Meeting location').fill('Amberkhana, Sylhet, by the bus stand');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  // It is paid with bKash on the gateway's page; the gateway notifies the server twice.
  await openPayment(buyer, listing.title);
  await expect(buyer.getByText('TK 230').first()).toBeVisible();
  await buyer.getByRole('button', { name: 'bKash, Nagad, Rocket or card' }).click();
  await payOnTestGateway(buyer, 'bKash', true);
  await expect(buyer).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(buyer.getByText('Your payment went through: the order is paid.')).toBeVisible();
  await expect(buyer.getByText(/^Paid online; the money is held until the handover/)).toBeVisible();
  // Recorded once: one 'paid online' step in the order's history.
  await expect(buyer.getByText(/paid online/)).toHaveCount(1);
  await buyer.goto('/dashboard/myorders');
  await expect(orderRow(buyer, listing.title)).toHaveCount(1);
  await expect(orderRow(buyer, listing.title).getByText('230')).toBeVisible();
});

test('a payment that arrives after the book was removed is given back', async ({
  page,
  browser,
  isMobile,
}, info) => {
  // A buyer orders the seller's new book and opens the gateway's page...
  const { listing, bookPath } = await sellerListsBook(page, info, isMobile);
  const buyer = await buyerOnBook(browser, info, 'newseller@demo.test', isMobile, bookPath);
  await buyer.getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = buyer.getByRole('dialog');
  await settled(buyer.locator('.modal.show'));
  await dialog.getByLabel('Meeting location').fill('Zindabazar, Sylhet');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await openPayment(buyer, listing.title);
  await buyer.getByRole('button', { name: 'bKash, Nagad, Rocket or card' }).click();
  await expect(buyer.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();

  // ...the seller deletes the book meanwhile, and then the buyer pays with Nagad.
  await page.goto('/dashboard/myproducts');
  await myListing(page, listing.title).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(myListing(page, listing.title)).toHaveCount(0);
  await payOnTestGateway(buyer, 'Nagad');
  await expect(buyer).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(
    buyer.getByText(/^The book was sold to someone else or removed before your payment arrived/),
  ).toBeVisible();
  await expect(buyer.getByText(/^Cancelled: the seller deleted the book\./)).toBeVisible();
});
