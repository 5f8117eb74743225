import { loadSchemas, prefetchSchemas } from './lazySchemas';

// The schemas' chunk cannot be fetched (no connection).
jest.mock('../../shared/schemas', () => {
  throw new Error('Loading chunk schemas failed');
});

describe('prefetchSchemas', () => {
  it('leaves a failed fetch to the load that needs the schemas, with no unhandled rejection', async () => {
    prefetchSchemas();
    await expect(loadSchemas()).rejects.toThrow('Loading chunk schemas failed');
    // An unhandled rejection is reported once the current tasks are done; it would fail the test.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
