import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { secondBrowser } from './support/buying';
import { addListing, myListing, shot, signUpSeller, uniqueListing } from './support/selling';
import { recordAlerts, settled, signIn } from './support/session';

const REASON = 'The photo is of another book, and the seller asks for bKash before meeting.';
const NOTE = 'Checked with the seller: the photo is the right edition.';

test('moderation: a buyer reports a new seller’s book, the admin weighs the seller before verifying and resolves the report, the seller is told', async ({
  page,
  browser,
  isMobile,
}, info) => {
  // A new seller lists a book.
  // A name no other run shares (at most 20 characters), so its Verify button is the only one.
  const sellerName = `Rumana ${info.project.name[0]!.toUpperCase()}${Date.now() % 1_000_000}`;
  await signUpSeller(page, sellerName, `moderation-${info.project.name}-${Date.now()}@demo.test`);
  const listing = uniqueListing(info.project.name, 'Fiction');
  await addListing(page, listing);
  await myListing(page, listing.title).getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}$/);
  const bookPath = new URL(page.url()).pathname;
  // Its seller is offered no report of their own book.
  await expect(page.getByRole('button', { name: 'Report this book' })).toHaveCount(0);

  // The buyer reports it, saying why.
  const buyer = await secondBrowser(browser, info);
  await signIn(buyer, recordAlerts(buyer), 'buyer@demo.test', isMobile);
  await buyer.goto(bookPath);
  await buyer.getByRole('button', { name: 'Report this book' }).click();
  const form = buyer.getByRole('dialog', { name: 'Report this book' });
  await settled(buyer.locator('.modal.show'));
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Say why you are reporting it.');
  await form.getByLabel('What is wrong with it?').fill(REASON);
  await expectNoAxeViolations(buyer, 'the report form');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(buyer.getByText('Thank you. The admin will look at your report.')).toBeVisible();
  await buyer.context().close();

  // The admin is told, and finds the report in the queue with the reason.
  const admin = await secondBrowser(browser, info);
  await signIn(admin, recordAlerts(admin), 'admin@demo.test', isMobile);
  await admin.goto('/dashboard/notifications');
  await expect(
    admin
      .getByRole('link')
      .filter({ hasText: 'Someone reported a book. It waits in Reports.' })
      .first(),
  ).toBeVisible();

  // Before verifying the seller, the admin sees what to weigh: one open report.
  await admin.goto('/dashboard/allsellers');
  await admin.getByRole('checkbox', { name: 'Only unverified sellers' }).check();
  await admin.getByRole('button', { name: `Verify ${sellerName}` }).click();
  const verify = admin.getByRole('dialog', { name: `Verify ${sellerName}?` });
  await settled(admin.locator('.modal.show'));
  await expect(
    verify.getByText('Open reports', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await expect(verify.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled();
  await expectNoAxeViolations(admin, 'the verify dialog');
  await admin.screenshot({ path: shot('verify-seller', info.project.name) });
  await verify.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(verify).toBeHidden();

  await admin.goto('/dashboard/reports');
  const card = admin.getByRole('article', { name: `About “${listing.title}”` });
  await expect(card).toContainText(REASON);
  await expect(card).toContainText(sellerName);
  await expectNoAxeViolations(admin, 'the reports page');
  await card.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: shot('reports', info.project.name) });

  // It is resolved with no action and a note; it moves to the resolved ones.
  await card.getByRole('button', { name: `Resolve the report about “${listing.title}”` }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolve this report' });
  await settled(admin.locator('.modal.show'));
  await resolve.getByRole('radio', { name: 'No action' }).check();
  await resolve.getByLabel('Your note: what you decided and why').fill(NOTE);
  await expectNoAxeViolations(admin, 'the resolve dialog');
  await resolve.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(admin.getByText('The report is resolved.')).toBeVisible();
  await expect(card).toBeHidden();
  // The switch between open and resolved ones is a pair of toggle buttons (labels of radios).
  await admin.locator('label[for="reports-resolved"]').click();
  await expect(admin.getByRole('article', { name: `About “${listing.title}”` })).toContainText(
    NOTE,
  );
  await admin.context().close();

  // The seller is told the outcome, without the reason or the note.
  await page.goto('/dashboard/notifications');
  await expect(
    page
      .getByRole('link')
      .filter({ hasText: `Someone reported your book about “${listing.title}”` }),
  ).toContainText('the admin found nothing against the rules.');
  await expect(page.getByText(REASON)).toHaveCount(0);
  await expect(page.getByText(NOTE)).toHaveCount(0);
});
