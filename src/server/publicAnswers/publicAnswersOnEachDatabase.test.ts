/**
 * @database each
 */
import { eq } from 'drizzle-orm';
import { AdvertisementListSchema } from '../../shared/schemas/category';
import { ListingSchema } from '../../shared/schemas/listing';
import { listings } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing } from '../testing/listingFixtures';
import { matchesEtag } from './publicAnswersPlugin';

describe('If-None-Match against our strong ETag', () => {
  it('matches the tag in a list, weakly or with *, and nothing else', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"x", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

/**
 * Public answers kept in memory (publicAnswersPlugin.ts) on each database, PGlite and
 * PostgreSQL: a write straight to the database, as a job or psql would make it, shows in the very
 * next answer.
 */
describe('public answers after a write that bypasses the routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('a price and an advertisement show at once', async () => {
    const id = await addListing(testApp.db);
    const page = await get(`/api/listings/${id}`);
    expect((await get(`/api/listings/${id}`)).headers.etag).toBe(page.headers.etag);
    const carousel = AdvertisementListSchema.parse((await get('/api/adv')).json());
    expect(carousel.map((item) => item._id)).not.toContain(id);

    await testApp.db
      .update(listings)
      .set({ sellerPrice: '42.00', adv: true })
      .where(eq(listings.id, id));

    const edited = await get(`/api/listings/${id}`);
    expect(ListingSchema.parse(edited.json()).seller_price).toBe(42);
    expect(edited.headers.etag).not.toBe(page.headers.etag);
    const after = AdvertisementListSchema.parse((await get('/api/adv')).json());
    expect(after[0]?._id).toBe(id);
  });
});
