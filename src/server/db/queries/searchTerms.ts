import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * At most this many words of a query count (the first ones typed). Each word is one more pair
 * of index lookups; 200 characters of one-letter words would otherwise be a hundred.
 */
export const SEARCH_WORDS_MAX = 8;
/** Words this long or longer also find the known words one typo away (docs/product.md). */
export const TYPO_MIN_LENGTH = 5;
/** ...up to this long: search_words keeps no longer words (migration 0007). */
const TYPO_MAX_LENGTH = 64;
/** Enough for any real word; a bound so that one query word cannot become a huge tsquery. */
const NEIGHBOURS_MAX = 16;

/**
 * One query word as a tsquery (text form): the word as typed, normalised, as a prefix ('sapi'
 * finds 'sapiens'), or any known word within one edit of it ('sapeins' finds 'sapiens').
 */
export type SearchTerm = string;

/**
 * tsquery text for one lexeme, quoted: inside quotes tsquery's input reads every character as
 * part of the lexeme (`&`, `|`, `!`, `:`, `(`, spaces...) except `'` and `\`, which are doubled
 * and escaped. So nothing a person types becomes an operator.
 */
export const quoteLexeme = (lexeme: string) =>
  `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export function termOf(lexeme: string, neighbours: readonly string[]): SearchTerm {
  return [`${quoteLexeme(lexeme)}:*`, ...neighbours.map(quoteLexeme)].join(' | ');
}

/**
 * The words of `q` as search terms, in the order typed. PostgreSQL splits and normalises them
 * exactly as it did the listings' texts (search_normalize, then the `simple` parser), so the two
 * always agree; no word at all (only punctuation, say) gives none. The neighbours of each longer
 * word come from search_words (migration 0007) in the same round trip.
 */
export async function searchTermsOf(db: Database, q: string): Promise<SearchTerm[]> {
  const result = (await db.execute(sql`
    select word.lexeme,
      case when char_length(word.lexeme) between ${TYPO_MIN_LENGTH} and ${TYPO_MAX_LENGTH}
        then array(select search_word_neighbours(word.lexeme) as n order by n limit ${NEIGHBOURS_MAX})
        else '{}'::text[] end as neighbours
    from unnest(to_tsvector('simple'::regconfig, search_normalize(${q}))) as word
    order by word.positions[1]
    limit ${SEARCH_WORDS_MAX}`)) as unknown as {
    rows: { lexeme: string; neighbours: string[] }[];
  };
  return result.rows.map((row) => termOf(row.lexeme, row.neighbours));
}
