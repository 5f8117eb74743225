import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SearchParams } from '../../../shared/schemas/search';
import { listings } from '../schema';
import { approvedLiteral } from './listingVisibility';
import type { SearchTerm } from './searchTerms';

/**
 * The WHERE clauses of a search (decision 0026). Every term goes to PostgreSQL as one bound
 * parameter cast to tsquery, already quoted by searchTerms.ts: no text of the request is ever
 * spliced into SQL or into tsquery syntax.
 */

/** The search's own columns (migration 0007), not in schema.ts: no answer ever reads them. */
const heading = sql`"listings"."search_heading"`;
const body = sql`"listings"."search_body"`;
const tsquery = (text: string) => sql`${text}::tsquery`;

const allOf = (terms: readonly SearchTerm[]) => terms.map((term) => `(${term})`).join(' & ');
const anyOf = (terms: readonly SearchTerm[]) => terms.map((term) => `(${term})`).join(' | ');

/**
 * Available listings that pass the filters; listings sold, deleted or waiting for the admin's
 * approval are never found.
 */
export function filtersOf(params: SearchParams): SQL {
  const { category, minPrice, maxPrice, condition, location, verified } = params;
  return and(
    sql`${listings.sold} = false`,
    approvedLiteral,
    category === undefined ? undefined : eq(listings.categoryId, category),
    minPrice === undefined
      ? undefined
      : sql`${listings.sellerPrice} >= ${minPrice.toFixed(2)}::numeric`,
    maxPrice === undefined
      ? undefined
      : sql`${listings.sellerPrice} <= ${maxPrice.toFixed(2)}::numeric`,
    condition === undefined ? undefined : eq(listings.condition, condition),
    location === undefined ? undefined : eq(listings.location, location),
    // "Verified sellers": a listing carries its seller's verification (isVerified, the card's
    // 'Y'), copied when posted and set on all of them when an admin verifies the seller, which
    // cannot be undone (docs/product.md#listing-lifecycle); so no join to users is needed.
    verified ? sql`${listings.isVerified} = true` : undefined,
  )!;
}

/** Every word in the heading (title and author) or the body (description), in any order. */
export function everyWord(terms: readonly SearchTerm[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => sql`(${heading} @@ ${tsquery(term)} or ${body} @@ ${tsquery(term)})`),
  );
}

/** The better rank: the heading alone holds every word. */
export const inHeading = (terms: readonly SearchTerm[]): SQL =>
  sql`${heading} @@ ${tsquery(allOf(terms))}`;

/** The rank group of a match: 0 when its heading holds every word, else 1. */
export const rankGroup = (terms: readonly SearchTerm[]): SQL =>
  sql`(case when ${inHeading(terms)} then 0 else 1 end)`;

/**
 * The rest of the matches: some word is only in the description. The body clause follows from
 * the others; it is there for the planner, whose statistics of the body then tell it how rare
 * these listings are (taken as independent, "every word" and "not all in the heading" look common
 * for a word common in headings, though no listing may have it in its description).
 */
export const notInHeading = (terms: readonly SearchTerm[]): SQL =>
  and(
    everyWord(terms),
    sql`not (${heading} @@ ${tsquery(allOf(terms))})`,
    sql`${body} @@ ${tsquery(anyOf(terms))}`,
  )!;
