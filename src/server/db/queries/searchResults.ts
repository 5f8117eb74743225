import { and, type SQL, sql } from 'drizzle-orm';
import { SEARCH_TOTAL_BOUND, type SearchSort } from '../../../shared/constants';
import type { SearchParams } from '../../../shared/schemas/search';
import type { Database } from '../client';
import { categories, listings } from '../schema';
import type { SearchCursor } from './searchCursor';
import { everyWord, inHeading, notInHeading, rankGroup } from './searchMatch';
import { after, beforeTime } from './searchOrder';
import { firstAmongCandidates, firstInOrder, type PageRow } from './searchPage';
import type { SearchTerm } from './searchTerms';

export interface ResultsRequest {
  params: SearchParams;
  sort: SearchSort;
  /** Available listings that pass the filters (searchMatch.ts). */
  filters: SQL;
  terms: readonly SearchTerm[];
  cursor: SearchCursor | undefined;
}

interface Results {
  /** Matches counted up to one past SEARCH_TOTAL_BOUND. */
  total: number;
  rows: PageRow[];
}

/**
 * The page after the cursor (`wanted` listings at most) and the count. First among the
 * candidates, the newest matches up to one past the bound: when there are no more, they are every
 * match, so the page is theirs and their number the total; the first page of the newest (and, when
 * enough of the candidates hold every word in their heading, of relevance) is theirs too. Past the
 * bound, other pages are read in the sort's index order, which stops after the page.
 */
export async function readResults(
  db: Database,
  request: ResultsRequest,
  wanted: number,
): Promise<Results> {
  const { sort, filters, terms, cursor } = request;
  const known = await totalWithoutReading(db, request);
  const many = SEARCH_TOTAL_BOUND + 1;
  if (known !== undefined && known > SEARCH_TOTAL_BOUND) {
    return { total: many, rows: await pastTheBound(db, request, wanted, { firstGroup: 0 }) };
  }
  const tier = sort === 'relevance' ? rankGroup(terms) : sql`0`;
  const matches = and(filters, everyWord(terms));
  const found = await firstAmongCandidates(db, matches, tier, sort, cursor, wanted);
  const theirs =
    found.candidates <= SEARCH_TOTAL_BOUND ||
    (!cursor && sort === 'newest') ||
    (!cursor && sort === 'relevance' && found.firstGroup >= wanted);
  if (theirs) return { total: found.candidates, rows: found.rows };
  return { total: many, rows: await pastTheBound(db, request, wanted, found) };
}

/**
 * A page of more matches than the bound. Relevance reads the listings whose heading holds every
 * word, newest first, then the rest: each group in posted_at order when the candidates show it
 * dense enough to fill a page soon, else among its own newest candidates.
 */
async function pastTheBound(
  db: Database,
  { sort, filters, terms, cursor }: ResultsRequest,
  wanted: number,
  { firstGroup }: { firstGroup: number },
): Promise<PageRow[]> {
  if (sort !== 'relevance') {
    const where = and(filters, everyWord(terms), cursor && after(listings, cursor));
    return firstInOrder(db, where, sort, wanted);
  }
  const resumed = cursor?.sort === 'relevance' ? cursor : undefined;
  const groups = [
    { tier: 0, where: inHeading(terms), dense: firstGroup >= wanted },
    { tier: 1, where: notInHeading(terms), dense: SEARCH_TOTAL_BOUND + 1 - firstGroup >= wanted },
  ];
  const rows: PageRow[] = [];
  for (const group of groups) {
    if (rows.length >= wanted || (resumed && resumed.tier > group.tier)) continue;
    const resume = resumed?.tier === group.tier ? beforeTime(listings, resumed) : undefined;
    const where = and(filters, group.where, resume);
    const rest = wanted - rows.length;
    const tier = sql.raw(String(group.tier));
    const read = group.dense
      ? await firstInOrder(db, where, 'newest', rest, tier)
      : (await firstAmongCandidates(db, where, tier, 'newest', undefined, rest)).rows;
    rows.push(...read);
  }
  return rows;
}

/**
 * With no words and no filter but the category, the trigger-kept category totals (migration
 * 0003) say how many match without reading listings; otherwise undefined.
 */
async function totalWithoutReading(
  db: Database,
  { params, terms }: ResultsRequest,
): Promise<number | undefined> {
  const { category, minPrice, maxPrice, condition, location, verified } = params;
  const narrowed = [minPrice, maxPrice, condition, location].some((value) => value !== undefined);
  if (terms.length > 0 || narrowed || verified) return undefined;
  const result = (await db.execute(
    sql`select coalesce(sum(${categories.availableTotal}), 0)::int as n from ${categories}
      ${category === undefined ? sql`` : sql`where ${categories.id} = ${category}`}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
