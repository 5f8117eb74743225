import { makeStore } from '../app/store';
import { categoryFixtures } from '../testing/handlers/categoriesHandlers';
import { categoriesApi } from './categoriesApi';

describe('categories api', () => {
  it('gets the categories', async () => {
    const store = makeStore();
    const result = await store.dispatch(categoriesApi.endpoints.getCategories.initiate());
    expect(result.data).toEqual(categoryFixtures);
  });
});
