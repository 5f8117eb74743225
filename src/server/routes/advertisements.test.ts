/**
 * @database either
 */
import { and, desc, eq } from 'drizzle-orm';
import { AdvertisementListSchema } from '../../shared/schemas/category';
import { listings } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

describe('GET /api/adv', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const getAdvertisements = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/adv' });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown[];
  };

  it('answers only _id and book_img of the advertised, unsold listings, newest first', async () => {
    const answer = await getAdvertisements();
    const expected = await testApp.db
      .select({ _id: listings.id, book_img: listings.bookImg })
      .from(listings)
      .where(and(eq(listings.adv, true), eq(listings.sold, false)))
      .orderBy(desc(listings.postedAt));

    expect(answer).toHaveLength(5);
    expect(answer).toEqual(expected);
    expect(AdvertisementListSchema.parse(answer)).toEqual(answer);
    for (const item of answer)
      expect(Object.keys(item as object).sort()).toEqual(['_id', 'book_img']);
  });

  it('drops a listing from the carousel once it is sold', async () => {
    const [first] = AdvertisementListSchema.parse(await getAdvertisements());
    await testApp.db
      .update(listings)
      .set({ sold: true, adv: false })
      .where(eq(listings.id, first!._id));

    const answer = AdvertisementListSchema.parse(await getAdvertisements());
    expect(answer).toHaveLength(4);
    expect(answer.map((item) => item._id)).not.toContain(first!._id);
  });

  it('refuses, in the database itself, a sold listing that is still advertised', async () => {
    const [advertised] = AdvertisementListSchema.parse(await getAdvertisements());
    await expect(
      testApp.db.update(listings).set({ sold: true }).where(eq(listings.id, advertised!._id)),
    ).rejects.toThrow();
  });
});
