import { sql } from 'drizzle-orm';
import { CONDITIONS, LOCATIONS, SELLER_BOOKS_PAGE_SIZE } from '../../src/shared/constants';
import type { Database } from '../../src/server/db/client';
import { sqlList } from '../../src/server/db/columns';
import { rows } from './sqlRows';

/** The seller of the seller page's speed goals: this many available listings and reviews. */
export const BIG_SELLER_LISTINGS = 5000;
export const BIG_SELLER_REVIEWS = 5000;
const BIG_SELLER_EMAIL = 'bigseller@bench.test';
/** The deep page of the seller's books: this many pages in, `before` the last one shown. */
const DEEP_PAGE = 400;

export interface BigSeller {
  id: string;
  /** `before` for the books page DEEP_PAGE + 1: the last available listing of page DEEP_PAGE. */
  deepBooksBefore: string;
}

const array = (words: readonly string[]) => sql`array[${sqlList(words)}]`;

/**
 * A verified seller with BIG_SELLER_LISTINGS available listings and as many sold ones, each sold
 * one with a paid order of a demo buyer and that buyer's review (1 to 5 stars, two in three with a
 * comment). Three statements, whatever the counts: the reviews' row trigger keeps
 * users.rating_sum and rating_count, as it does for reviews posted through the API. The listings
 * are older than every bulk one and their titles share no word with the search shapes', so the
 * category and search figures measure the same first pages and matches as without this seller.
 */
export async function seedBigSeller(db: Database): Promise<BigSeller> {
  const [seller] = await rows<{ id: string }>(
    db,
    sql`insert into users (email, name, img, role, app_verified, created_at)
      values (${BIG_SELLER_EMAIL}, 'Bench Boighor', '/images/avatars/seller.svg', 'seller', true,
        now() - interval '3 years')
      returning id`,
  );
  const sellerId = seller!.id;
  const total = BIG_SELLER_LISTINGS * 2;
  // g even: sold (and reviewed); g odd: available. Posted a minute apart before the bulk ones.
  await db.execute(sql`
    with oldest as (select coalesce(min(posted_at), now()) as at from listings),
      categories as (select array_agg(id order by name) as ids from categories),
      covers as (select array_agg(distinct book_img order by book_img) as imgs from listings)
    insert into listings (seller_id, category_id, book_title, author, book_img, original_price,
      seller_price, used, condition, location, contact, description, relevant_information,
      sold, is_verified, posted_at)
    select ${sellerId}, c.ids[1 + g % cardinality(c.ids)], 'Boighor shelf ' || g, 'Bench Author',
      coalesce(v.imgs[1 + g % cardinality(v.imgs)], '/images/books/bulk.svg'),
      500, 200 + g % 300, '2 years', (${array(CONDITIONS)})[1 + g % ${CONDITIONS.length}],
      (${array(LOCATIONS)})[1 + g % ${LOCATIONS.length}], '01711-000000',
      'A shelf of the bench seller.', '', g % 2 = 0, true, o.at - make_interval(mins => g)
    from generate_series(1, ${total}) as g, oldest o, categories c, covers v`);
  await payForSoldListings(db, sellerId);
  return { id: sellerId, deepBooksBefore: await deepBooksBefore(db, sellerId) };
}

/** A paid order and its review for each sold listing of the seller, buyers round robin. */
async function payForSoldListings(db: Database, sellerId: string): Promise<void> {
  await db.execute(sql`
    with buyers as (
      select array_agg(id order by email) as ids, array_agg(name order by email) as names,
        array_agg(email order by email) as emails
      from users where role = 'buyer'
    ),
    sold as (
      select l.id, l.book_title, l.seller_price, l.posted_at,
        row_number() over (order by l.posted_at desc) as n
      from listings l where l.seller_id = ${sellerId} and l.sold
      limit ${BIG_SELLER_REVIEWS}
    ),
    paid as (
      insert into orders (listing_id, book_title, book_price, seller_name, seller_email, seller_id,
        buyer_id, name, email, location, status, created_at, paid_at)
      select s.id, s.book_title, s.seller_price, 'Bench Boighor', ${BIG_SELLER_EMAIL}, ${sellerId},
        b.ids[1 + s.n % cardinality(b.ids)], b.names[1 + s.n % cardinality(b.ids)],
        b.emails[1 + s.n % cardinality(b.ids)], 'Dhaka', 'paid',
        s.posted_at + interval '1 day', s.posted_at + interval '1 day'
      from sold s, buyers b
      returning id, buyer_id, paid_at
    )
    insert into reviews (order_id, buyer_id, seller_id, rating, comment, created_at, updated_at)
    select p.id, p.buyer_id, ${sellerId}, 1 + (hashint4(row_number() over ()::int) & 1023) % 5,
      case when row_number() over () % 3 = 0 then ''
        else 'Met on time, the book as described.' end,
      p.paid_at + interval '2 days', p.paid_at + interval '2 days'
    from paid p`);
}

async function deepBooksBefore(db: Database, sellerId: string): Promise<string> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select id from listings where seller_id = ${sellerId} and not sold
      order by posted_at desc, id desc
      offset ${DEEP_PAGE * SELLER_BOOKS_PAGE_SIZE - 1} limit 1`,
  );
  return row!.id;
}
