/**
 * @database either
 */
import { and, count, eq } from 'drizzle-orm';
import { CATEGORY_DESCRIPTION_PREVIEW, CATEGORY_NAMES } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { CategoryListSchema, type Category } from '../../shared/schemas/category';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { DEMO_CATEGORIES } from '../db/demo/categories';
import { categories, listings } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

describe('categories', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const getCategories = async (): Promise<Category[]> => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/Categories' });
    expect(response.statusCode).toBe(200);
    return CategoryListSchema.parse(response.json());
  };

  const unsoldCount = async (categoryId: string) => {
    const [row] = await testApp.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.categoryId, categoryId), eq(listings.sold, false)));
    return row?.n;
  };

  describe('GET /api/Categories', () => {
    it('answers the three categories by name, each with the count of its unsold listings', async () => {
      const answer = await getCategories();
      expect(answer.map((category) => category.category_name)).toEqual([...CATEGORY_NAMES]);
      for (const category of answer) {
        expect(category.total).toBe(await unsoldCount(category._id));
      }
      // The seeded sold listing (Atomic Habits) is not counted.
      expect(answer.map((category) => category.total)).toEqual([6, 9, 6]);
    });

    it('answers each category in both languages: category_name English, the Bangla beside it', async () => {
      const answer = await getCategories();
      expect(
        answer.map(({ category_name, category_name_bn, description, description_bn }) => ({
          category_name,
          category_name_bn,
          description,
          description_bn,
        })),
      ).toEqual(
        DEMO_CATEGORIES.map((demo) => ({
          category_name: demo.name,
          category_name_bn: demo.nameBn,
          description: demo.description,
          description_bn: demo.descriptionBn,
        })),
      );
      expect(answer.find((category) => category.category_name === 'Fiction')).toMatchObject({
        category_name_bn: 'কথাসাহিত্য',
      });
      // Each description is on the same side of the card's 100-character cut in both languages.
      for (const category of answer) {
        expect(category.description_bn.length > CATEGORY_DESCRIPTION_PREVIEW).toBe(
          category.description.length > CATEGORY_DESCRIPTION_PREVIEW,
        );
      }
    });

    it('follows the listings at once: marking one sold lowers its total', async () => {
      const before = await getCategories();
      const fiction = before.find((category) => category.category_name === 'Fiction');
      const [listing] = await testApp.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.categoryId, fiction!._id), eq(listings.sold, false)))
        .limit(1);

      await testApp.db
        .update(listings)
        .set({ sold: true, adv: false })
        .where(eq(listings.id, listing!.id));

      const after = await getCategories();
      expect(after.find((category) => category._id === fiction!._id)?.total).toBe(
        fiction!.total - 1,
      );
    });
  });

  describe('GET /api/categoryid', () => {
    it('answers the id of a category named in any case', async () => {
      const [fiction] = await testApp.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.name, 'Non Fiction'));
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/categoryid?catname=nON%20fiction',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: fiction!.id });
    });

    it('answers 404 with a message for an unknown name', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/categoryid?catname=Poetry',
      });
      expect(response.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(response.json())).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: SERVER_ERRORS.categoryNotFound,
        code: 'categoryNotFound',
      });
    });

    it.each(['/api/categoryid?catname=', '/api/categoryid?catname=%20%20', '/api/categoryid'])(
      'answers 400 naming catname for %s',
      async (url) => {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        const body = ErrorResponseSchema.parse(response.json());
        expect(body.error).toBe('Bad Request');
        expect(body.message).toMatch(/^catname: /);
      },
    );
  });
});
