import { makeStore } from '../app/store';
import { categoryFixtures } from '../testing/handlers/categoriesHandlers';
import { categoriesApi } from './categoriesApi';

describe('categories api', () => {
  it('gets the categories', async () => {
    const store = makeStore();
    const result = await store.dispatch(categoriesApi.endpoints.getCategories.initiate());
    expect(result.data).toEqual(categoryFixtures);
  });

  it('looks a category id up by its name', async () => {
    const store = makeStore();
    const [fiction] = categoryFixtures.filter((category) => category.category_name === 'Fiction');
    const result = await store.dispatch(categoriesApi.endpoints.getCategoryId.initiate('Fiction'));
    expect(result.data).toEqual({ _id: fiction?._id });
  });
});
