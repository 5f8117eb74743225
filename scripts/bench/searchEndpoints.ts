import { SEARCH_SHAPES } from '../../src/server/testing/searchShapes';
import { API, API_PREFIX } from '../../src/shared/apiPaths';

const api = (url: string) => `${API_PREFIX}${url}`;

/** The prefix of the search endpoints' names, which have a latency goal of their own. */
export const SEARCH_ENDPOINT = 'GET /api/search';

/** Each kind of search with a speed goal (SEARCH_SHAPES), anonymous, as the search page asks. */
export const searchEndpoints = () =>
  Object.entries(SEARCH_SHAPES).map(([shape, query]) => {
    const text = new URLSearchParams(query as Record<string, string>).toString();
    return {
      name: `${SEARCH_ENDPOINT} (${shape})`,
      requests: [{ path: api(API.search.url(text)) }],
    };
  });
