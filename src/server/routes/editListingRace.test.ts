/**
 * @database each
 */
import { AdvertisementListSchema, CategoryListSchema } from '../../shared/schemas/category';
import { SERVER_ERRORS } from '../../shared/messages';
import { listCategoriesWithTotals } from '../db/queries/categories';
import { listAdvertisements } from '../db/queries/listings';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import {
  addListing,
  categoryNamed,
  expectRefusal,
  listingRow,
  OWNER,
} from '../testing/listingFixtures';

/**
 * PUT /listings/{id} where the database matters, so on both databases (this file's name keeps it
 * on PGlite too, see jest.config.ts): two tabs saving at once, the category totals the triggers
 * keep, and GET /Categories and GET /adv, answered from memory on PGlite until a write notifies.
 */
describe('PUT /api/listings/:id on both databases', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  const publicLists = async () => ({
    categories: CategoryListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/Categories' })).json(),
    ),
    carousel: AdvertisementListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/adv' })).json(),
    ),
  });
  const totalOf = (lists: Awaited<ReturnType<typeof publicLists>>, name: string) =>
    lists.categories.find((category) => category.category_name === name)!.total;

  it('two tabs saving the same version at once: exactly one wins, the other gets 409', async () => {
    const id = await addListing(testApp.db);
    const [left, right] = await Promise.all([
      editBody(testApp, id, { seller_price: 111 }),
      editBody(testApp, id, { seller_price: 222 }),
    ]);
    const answers = await Promise.all([
      putEdit(testApp, id, OWNER, left),
      putEdit(testApp, id, OWNER, right),
    ]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expectRefusal(answers[1 - winner]!, 409, SERVER_ERRORS.listingEditConflict);
    const row = await listingRow(testApp.db, id);
    expect(row).toMatchObject({ version: 2, sellerPrice: winner === 0 ? '111.00' : '222.00' });
    expect(answers[winner]!.json()).toMatchObject({
      version: 2,
      seller_price: Number(row!.sellerPrice),
    });
  });

  it('a new category moves the book between the totals, and GET /Categories says so at once', async () => {
    const id = await addListing(testApp.db, { category: 'Fiction' });
    const before = await publicLists();
    const art = await categoryNamed(testApp.db, 'Art and Collectibles');
    const body = await editBody(testApp, id, { category_id: art.id, category_name: art.name });
    expect((await putEdit(testApp, id, OWNER, body)).statusCode).toBe(200);

    const after = await publicLists();
    expect(totalOf(after, 'Fiction')).toBe(totalOf(before, 'Fiction') - 1);
    expect(totalOf(after, art.name)).toBe(totalOf(before, art.name) + 1);
    expect(after.categories).toEqual(await listCategoriesWithTotals(testApp.db));
  });

  it('a new photo of an advertised book shows in GET /adv at once; a new title changes nothing there', async () => {
    const id = await addListing(testApp.db, { adv: true });
    expect((await publicLists()).carousel).toContainEqual({
      _id: id,
      book_img: '/images/books/fixture.svg',
    });
    const photo = await editBody(testApp, id, { book_img: '/images/books/replaced.svg' });
    expect((await putEdit(testApp, id, OWNER, photo)).statusCode).toBe(200);
    const afterPhoto = await publicLists();
    expect(afterPhoto.carousel).toContainEqual({ _id: id, book_img: '/images/books/replaced.svg' });
    expect(afterPhoto.carousel).toEqual(await listAdvertisements(testApp.db));

    // The carousel shows only the photo; a title edit must leave the lists as the database has them.
    const title = await editBody(testApp, id, { book_title: 'A new title' });
    expect((await putEdit(testApp, id, OWNER, title)).statusCode).toBe(200);
    const afterTitle = await publicLists();
    expect(afterTitle.carousel).toEqual(await listAdvertisements(testApp.db));
    expect(afterTitle.categories).toEqual(await listCategoriesWithTotals(testApp.db));
  });
});
