import type { LightMyRequestResponse } from 'fastify';
import { API, API_PREFIX } from '../../shared/apiPaths';
import { SearchResultSchema, type SearchResult } from '../../shared/schemas/search';
import type { TestApp } from './buildTestApp';

/** GET /api/search with these query parameters, as anyone (no token: search is public). */
export function searchRequest(
  testApp: TestApp,
  query: Record<string, string | number | boolean>,
): Promise<LightMyRequestResponse> {
  const text = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return testApp.app.inject({ method: 'GET', url: `${API_PREFIX}${API.search.url(text)}` });
}

/** The answer of a search that must succeed, checked against the contract. */
export async function searchAnswer(
  testApp: TestApp,
  query: Record<string, string | number | boolean>,
): Promise<SearchResult> {
  const response = await searchRequest(testApp, query);
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  return SearchResultSchema.parse(response.json());
}

/** Every page of a search, following nextCursor (a hundred at most: a loop would not end). */
export async function everyPage(
  testApp: TestApp,
  query: Record<string, string | number | boolean>,
): Promise<SearchResult[]> {
  const pages: SearchResult[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await searchAnswer(testApp, cursor ? { ...query, cursor } : query);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

export const titlesOf = (answer: SearchResult) => answer.items.map((book) => book.book_title);
export const idsOf = (answer: SearchResult) => answer.items.map((book) => book._id);
