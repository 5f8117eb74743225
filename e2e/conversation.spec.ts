import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { verifyEmailFromProfile } from './support/emailVerification';
import { openPayment, payWithTestModeCard, secondBrowser } from './support/buying';
import { addListing, myListing, shot, signUpSeller, uniqueListing } from './support/selling';
import { recordAlerts, signIn } from './support/session';

/** Where `npm start`'s local inbox saves each mail (scripts/dev-inbox.mjs), one .eml a mail. */
const MAIL_DIR = path.join(__dirname, '..', 'data', 'mail');

/** The header's icon links; their names carry the unread count ("Messages, 1 unread"). */
const header = (page: Page) => page.getByRole('banner');
const headerLink = (page: Page, name: string | RegExp) => header(page).getByRole('link', { name });

/** Every mail the local inbox received for `to` so far, as raw text. */
function mailsTo(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return (
    files
      // Quoted-printable bodies wrap long lines with a soft break ('=' at a line's end).
      .map((file) => readFileSync(path.join(MAIL_DIR, file), 'utf8').replace(/=\r?\n/g, ''))
      .filter((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail))
  );
}

test('conversation: the buyer asks from the book page, the seller is told live and answers, the answer arrives live; an order and its payment ring the seller’s bell; both get the mails', async ({
  page,
  browser,
  isMobile,
}, info) => {
  test.setTimeout(180_000);
  // A new seller each run, so their counts start at zero.
  const sellerEmail = `talk-${info.project.name}-${Date.now()}@demo.test`;
  await signUpSeller(page, `Shirin ${info.project.name}`, sellerEmail);
  // A new address gets no mail until it is verified: the seller verifies it from the profile.
  await verifyEmailFromProfile(page, sellerEmail);
  const listing = uniqueListing(info.project.name, 'Fiction');
  await addListing(page, listing);
  await myListing(page, listing.title).getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}$/);
  const bookPath = new URL(page.url()).pathname;
  // The seller waits on My Products: nothing unread yet.
  await page.goto('/dashboard/myproducts');
  await expect(headerLink(page, 'Messages')).toBeVisible();
  await expect(headerLink(page, 'Notifications')).toBeVisible();

  // The buyer asks from the book page.
  const buyer = await secondBrowser(browser, info);
  await signIn(buyer, recordAlerts(buyer), 'buyer@demo.test', isMobile);
  await buyer.goto(bookPath);
  await buyer.getByRole('link', { name: 'Ask the seller' }).click();
  await expect(buyer).toHaveURL(/\/dashboard\/messages\/about\/[0-9a-f-]{36}$/);
  await buyer.getByLabel('Your message').fill('Is the cover torn?');
  await buyer.getByLabel('Your message').press('Enter');
  await expect(buyer).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(buyer.getByText('Is the cover torn?', { exact: true })).toBeVisible();

  // The seller's badge goes up without a reload; the seller opens it and answers.
  await expect(headerLink(page, 'Messages, 1 unread')).toBeVisible();
  await headerLink(page, 'Messages, 1 unread').click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await page
    .getByRole('link', { name: new RegExp(listing.title) })
    .first()
    .click();
  await expect(page.getByText('Is the cover torn?', { exact: true })).toBeVisible();
  await expect(headerLink(page, 'Messages')).toBeVisible();
  await page.getByLabel('Your message').fill('No, it is clean. Friday at 5 pm?');
  await page.getByLabel('Your message').press('Enter');
  await expectNoAxeViolations(page, 'a conversation (seller)');
  await page.screenshot({ path: shot('conversation', info.project.name) });

  // The buyer, still on the conversation, sees the answer arrive.
  await expect(buyer.getByText('No, it is clean. Friday at 5 pm?', { exact: true })).toBeVisible();

  // The buyer orders: the seller's bell shows it, live.
  await buyer.goto(bookPath);
  await buyer.getByRole('button', { name: 'Buy Now!' }).click();
  const orderForm = buyer.getByRole('dialog');
  await orderForm.getByLabel('Meeting location').fill('Zindabazar, Sylhet');
  await orderForm.getByRole('button', { name: 'Submit' }).click();
  await expect(buyer.getByText(/^order submitted/)).toBeVisible();
  await expect(headerLink(page, /^Notifications, \d+ unread$/)).toBeVisible();

  // ...and pays: the bell shows the payment with the meeting place.
  await openPayment(buyer, listing.title);
  await payWithTestModeCard(buyer, '4242 4242 4242 4242');
  await expect(buyer.getByText(/Congrats! your payment completed/).first()).toBeVisible();
  await headerLink(page, /^Notifications, \d+ unread$/).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByText(`Karim Ahmed ordered your book “${listing.title}”.`)).toBeVisible();
  await expect(
    page.getByText(`Karim Ahmed paid for “${listing.title}”. Meeting place: Zindabazar, Sylhet.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the notifications page (seller)');
  await page.screenshot({ path: shot('notifications', info.project.name), fullPage: !isMobile });
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(headerLink(page, 'Notifications')).toBeVisible();

  // The local inbox of npm start got the mails: the seller's order and payment, the buyer's
  // message from the seller (the outbox sends every few seconds).
  await expect
    .poll(() => mailsTo(sellerEmail).filter((mail) => mail.includes(listing.title)).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => mailsTo('buyer@demo.test').filter((mail) => mail.includes(listing.title)).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(1);
  await buyer.context().close();
});
