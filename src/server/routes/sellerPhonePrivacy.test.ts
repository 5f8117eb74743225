/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { ListingWithContactSchema, SellerListingListSchema } from '../../shared/schemas/listing';
import { DEMO_LISTINGS } from '../db/demo/listings';
import { listings } from '../db/schema';
import { editBody, putEdit } from '../testing/editFixtures';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addWish,
  BUYER,
  callAs,
  categoryNamed,
  OWNER,
  userId,
} from '../testing/listingFixtures';

/** The demo sellers' phone numbers, as digits only (however an answer might write them). */
const PHONE_DIGITS = [...new Set(DEMO_LISTINGS.map(({ contact }) => contact.replace(/\D/g, '')))];

/** No contact field and none of the demo sellers' numbers, however the answer writes them. */
function expectNoPhone(body: string) {
  expect(body).not.toContain('"contact"');
  const digitsOnly = body.replace(/\D/g, '');
  for (const digits of PHONE_DIGITS) expect(digitsOnly).not.toContain(digits);
  for (const { contact } of DEMO_LISTINGS) expect(body).not.toContain(contact);
}

/**
 * A seller's phone number is for the people the seller deals with, not for anyone who reads the
 * catalogue: the public answers leave it out, the seller's own views keep it.
 */
describe("the seller's phone number (contact)", () => {
  let testApp: TestApp;
  let listingId: string;
  let sellerId: string;
  let fictionId: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    sellerId = await userId(testApp.db, OWNER);
    fictionId = (await categoryNamed(testApp.db, 'Fiction')).id;
    const [listing] = await testApp.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.sellerId, sellerId))
      .limit(1);
    listingId = listing!.id;
  });
  afterAll(() => testApp.close());

  const answer = async (url: string, caller?: string) => {
    const response = await callAs(testApp, 'GET', `/api${url}`, caller);
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('is in no public answer: search, a book, a category, a seller page, the carousel', async () => {
    const publicUrls = [
      '/search',
      '/search?q=a&limit=48',
      `/listings/${listingId}`,
      `/seller/${sellerId}/books?limit=48`,
      '/adv',
    ];
    for (const url of publicUrls) {
      // Anonymous, and the same answer to a signed-in buyer (the public answers kept in memory).
      expectNoPhone(await answer(url));
      expectNoPhone(await answer(url, BUYER));
    }
    expectNoPhone(await answer(`/CategoryBooks/${fictionId}?limit=100`, BUYER));
  });

  it("is not even in the seller's own book page or category: those answers are the same for all", async () => {
    expectNoPhone(await answer(`/listings/${listingId}`, OWNER));
    expectNoPhone(await answer(`/CategoryBooks/${fictionId}?limit=100`, OWNER));
  });

  it("is not in a buyer's wishlist", async () => {
    await addWish(testApp.db, listingId);
    expectNoPhone(await answer(`/wishlist?email=${BUYER}`, BUYER));
  });

  it('is in My Products, for the seller and for the admin', async () => {
    for (const caller of [OWNER, ADMIN]) {
      const mine = SellerListingListSchema.parse(
        JSON.parse(await answer(`/books?email=${OWNER}`, caller)),
      );
      expect(mine.length).toBeGreaterThan(0);
      for (const listing of mine) expect(listing.contact).toMatch(/^01\d{3}-?\d{6}$/);
    }
  });

  it('comes back to the seller who edits their listing, and stays out of its public page', async () => {
    const body = await editBody(testApp, listingId, { contact: '01999-123456' });
    const response = await putEdit(testApp, listingId, OWNER, body);
    expect(response.statusCode).toBe(200);
    expect(ListingWithContactSchema.parse(response.json()).contact).toBe('01999-123456');
    expect((await answer(`/listings/${listingId}`)).replace(/\D/g, '')).not.toContain(
      '01999123456',
    );
  });
});
