/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { SellerSummarySchema } from '../../shared/schemas/report';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  BUYER,
  callAs,
  expectRefusal,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { addReport } from '../testing/reportFixtures';
import { addHandedOverOrder, addReviewRow } from '../testing/reviewFixtures';

/**
 * GET /admin/sellers/{id}/summary (docs/product.md#all-sellers): what the Verify dialog shows
 * about a seller, and who may ask.
 */
describe('a seller summary', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const summary = async (caller: string | undefined, email: string) =>
    callAs(testApp, 'GET', `/api/admin/sellers/${await userId(testApp.db, email)}/summary`, caller);

  it('join date, books for sale, sales, rating and open reports', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    await addListing(testApp.db, { seller });
    await addListing(testApp.db, { seller });
    await addHandedOverOrder(testApp.db, { seller, status: 'paid' });
    await addReviewRow(testApp.db, { seller, rating: 5 });
    await addReviewRow(testApp.db, { seller, rating: 4 });

    const answer = SellerSummarySchema.parse((await summary(ADMIN, seller)).json());
    expect(answer).toMatchObject({
      email: seller,
      listings: 2,
      // The paid order and the two reviewed ones (each review is of an order handed over).
      sales: 3,
      rating: { average: 4.5, count: 2 },
      open_reports: 0,
    });
    expect(Date.now() - Date.parse(answer.joined_at)).toBeLessThan(60_000);

    const reportedBook = await addListing(testApp.db, { seller });
    const report = { reason: 'Spam.' };
    await sendAs(testApp, 'POST', `/api/listings/${reportedBook}/report`, BUYER, report);
    // Someone else's report counts for them, not for this seller.
    await addReport(testApp.db, 'listing');
    const withReport = SellerSummarySchema.parse((await summary(ADMIN, seller)).json());
    expect(withReport).toMatchObject({ listings: 3, open_reports: 1 });
  });

  it('only the admin, and only about a seller', async () => {
    for (const caller of [BUYER, OWNER]) {
      expectRefusal(await summary(caller, OWNER), 403, SERVER_ERRORS.roleRequired(['admin']));
    }
    expectRefusal(await summary(undefined, OWNER), 401, SERVER_ERRORS.signInRequired);
    expectRefusal(await summary(ADMIN, BUYER), 404, SERVER_ERRORS.sellerIdNotFound);
  });
});
