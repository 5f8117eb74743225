import { type SQL, sql } from 'drizzle-orm';
import { CONDITIONS, LOCATIONS } from '../../shared/constants';
import type { Database } from '../db/client';
import { sqlList } from '../db/columns';
import {
  AUTHORS,
  BANGLA_TITLE_WORDS,
  BANGLA_TOPICS,
  DESCRIPTIONS,
  TITLE_WORDS,
  TOPICS,
} from './bulkWords';

/** Shares of the bulk listings: sold ones stay in the table but leave every public list. */
export const SOLD_EVERY = 10;
/** One available listing in this many is advertised (the carousel grows with the catalogue). */
export const ADVERTISED_EVERY = 100;

/** In about 20 of every 100,000 listings' titles, and nowhere else: the rare word. */
export const BULK_RARE_WORD = 'zanzibar';
const RARE_EVERY = 5003;
/** The most frequent title word, in about a fifth of the titles. */
export const BULK_COMMON_WORD = TITLE_WORDS[0]!;
/** The common word misspelt: two of its letters swapped. */
export const BULK_TYPO = 'histroy';
/** A Bangla title word of the bulk listings, in about one in twenty titles. */
export const BULK_BANGLA_WORD = BANGLA_TITLE_WORDS[0]!;

const array = (words: readonly string[]) => sql`array[${sqlList(words)}]`;

/**
 * A word of `words` for listing g, the k-th pick: pseudo-random (a hash of g and k, so the same
 * rows every time) and, with `skew` 2, the first words most often (the first j of n words have
 * probability sqrt(j / n)), as in real titles; with `skew` 1 all alike. In float8: numeric's
 * power() with a fractional exponent (the topics' 1.5) cost a third of the 100k-row insert on
 * PGlite, and the float8 one picks the very same words (the same 100k rows and search words, by
 * md5, on PGlite and on PostgreSQL 15).
 */
const pick = (words: readonly string[], k: number, skew = 2): SQL =>
  sql`(${array(words)})[1 + floor(${words.length} * power((hashint4(g * 16 + ${k}) & 1048575) / 1048576::float8, ${skew}))::int]`;

/**
 * `count` listings more, in one INSERT ... SELECT (100k rows in seconds, not 100k round trips):
 * sellers, categories and covers taken round robin from those already there (run it after the
 * demo data), a title of two or three words (one in eight in Bangla), an author, a one-line
 * description, prices from 100 to 2,000 TK, every condition and location, a tenth sold, one
 * available listing in a hundred advertised, posted a minute apart going back from now.
 */
export async function insertBulkListings(db: Database, count: number): Promise<void> {
  // Building an index once over 100k rows is several times faster than updating it 100k times
  // (the three GIN indexes of search most of all): the same indexes, by their own definitions.
  const indexes = await secondaryIndexesOfListings(db);
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  await insertRows(db, count);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
}

/** The indexes of listings that no constraint owns (not the primary key), with their DDL. */
async function secondaryIndexesOfListings(db: Database) {
  const result = (await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = 'listings'::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  return result.rows;
}

async function insertRows(db: Database, count: number): Promise<void> {
  const bangla = sql`g % 8 = 3`;
  await db.execute(sql`
    with sellers as (
      select array_agg(id order by email) as ids, array_agg(app_verified order by email) as verified
      from users where role = 'seller'
    ),
    categories as (select array_agg(id order by name) as ids from categories),
    covers as (select array_agg(distinct book_img order by book_img) as imgs from listings)
    insert into listings (seller_id, category_id, book_title, author, book_img, original_price,
      seller_price, used, condition, location, contact, description, relevant_information,
      sold, adv, is_verified, posted_at)
    select s.ids[1 + g % cardinality(s.ids)], c.ids[1 + g % cardinality(c.ids)],
      initcap(case when ${bangla} then ${pick(BANGLA_TITLE_WORDS, 1)} || ' ' || ${pick(BANGLA_TITLE_WORDS, 2)}
        else ${pick(TITLE_WORDS, 1)} || ' ' || ${pick(TITLE_WORDS, 2)}
          || case when g % 3 = 0 then ' ' || ${pick(TITLE_WORDS, 3)} else '' end end
        || case when g % ${RARE_EVERY} = 1 then ' ' || ${BULK_RARE_WORD} else '' end),
      ${pick(AUTHORS, 4, 1)},
      coalesce(v.imgs[1 + g % cardinality(v.imgs)], '/images/books/bulk.svg'),
      100 + (g * 37) % 1900, round((100 + (g * 37) % 1900) * (30 + g % 50) / 100.0),
      (1 + g % 5) || ' years',
      (${array(CONDITIONS)})[1 + g % ${CONDITIONS.length}],
      (${array(LOCATIONS)})[1 + (g / 3) % ${LOCATIONS.length}],
      '01711-' || lpad((g % 1000000)::text, 6, '0'),
      case when ${bangla}
        then ${pick(BANGLA_TOPICS, 5)} || ' আর ' || ${pick(BANGLA_TOPICS, 6)} || ' নিয়ে বই।'
        else format((${array(DESCRIPTIONS)})[1 + g % ${DESCRIPTIONS.length}],
          ${pick(TOPICS, 5, 1.5)}, ${pick(TOPICS, 6, 1.5)}) end,
      '',
      g % ${SOLD_EVERY} = 0,
      g % ${SOLD_EVERY} <> 0 and g % ${ADVERTISED_EVERY} = 1,
      s.verified[1 + g % cardinality(s.ids)],
      now() - make_interval(mins => g)
    from generate_series(1, ${count}) as g, sellers s, categories c, covers v`);
}
