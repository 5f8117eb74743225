/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrateUpTo, migrationIndexOf } from '../testing/olderDatabase';
import { openTestDatabase } from '../testing/postgres/testDatabase';
import type { Database, DatabaseHandle } from './client';

/** What a column held before the migration, and what it must hold after. */
const uuid = randomUUID();
const CASES: [before: string, after: string][] = [
  // Our uploads, on whatever host and scheme they were once reached by: made relative.
  [`http://localhost:5000/uploads/${uuid}-1280.webp`, `/uploads/${uuid}-1280.webp`],
  [`https://books.example/uploads/${uuid}-640.webp`, `/uploads/${uuid}-640.webp`],
  [`http://evil.example:8080/uploads/${uuid}.jpg`, `/uploads/${uuid}.jpg`],
  // Everything else stays as it was.
  [`/uploads/${uuid}-320.webp`, `/uploads/${uuid}-320.webp`],
  ['https://i.ibb.co/abc123/cover.jpg', 'https://i.ibb.co/abc123/cover.jpg'],
  ['https://cdn.example/uploads/cover.png', 'https://cdn.example/uploads/cover.png'],
  [`https://cdn.example/uploads/${uuid}.svg`, `https://cdn.example/uploads/${uuid}.svg`],
  [
    `https://books.example/uploads/${uuid}-640.webp?v=2`,
    `https://books.example/uploads/${uuid}-640.webp?v=2`,
  ],
  ['/images/books/fixture.svg', '/images/books/fixture.svg'],
  ['', ''],
];

const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { img: string }[] }).rows.map((row) => row.img);

/**
 * A database from before the shared photos, whose rows hold absolute addresses of our uploads
 * (as an older upload answer built them from the request's Host), comes through the migration
 * with the paths only, in every column that holds a photo, and nothing else touched.
 */
describe('photo references in a database made before they were relative', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateUpTo(database.db, migrationIndexOf('shared_photos') - 1);
    const { db } = database;
    for (const [position, [img]] of CASES.entries()) {
      // Zero-padded, so that ordering by these names gives the cases' order.
      const index = String(position).padStart(2, '0');
      await db.execute(sql`
        with seller as (
          insert into users (email, name, img) values (${`s${index}@old.test`}, 'Seller', ${img})
          returning id),
        buyer as (
          insert into users (email, name, img) values (${`b${index}@old.test`}, 'Buyer', '')
          returning id),
        category as (
          insert into categories (name, img, description) values (${`C${index}`}, ${img}, 'old')
          returning id),
        listing as (
          insert into listings (seller_id, category_id, book_title, book_img, original_price,
                                seller_price, used, condition, location, contact, description,
                                relevant_information)
          select seller.id, category.id, ${`Book ${index}`}, ${img}, 10, 5, '1 year', 'good',
                 'Dhaka', '017', 'old', '' from seller, category
          returning id, seller_id)
        insert into conversations (listing_id, book_title, book_img, buyer_id, seller_id)
        select listing.id, ${`Book ${index}`}, ${img}, buyer.id, listing.seller_id
          from listing, buyer`);
    }
    await database.migrate();
  });
  afterAll(() => database.close());

  const expected = CASES.map(([, after]) => after);

  it.each([
    ['listings.book_img', sql`select book_img as img from listings order by book_title`],
    ['users.img', sql`select img from users where email like 's%@old.test' order by email`],
    ['categories.img', sql`select img from categories order by name`],
    ['conversations.book_img', sql`select book_img as img from conversations order by book_title`],
  ])('%s holds paths for our uploads and the rest unchanged', async (_column, query) => {
    expect(await rowsOf(database.db, query)).toEqual(expected);
  });
});
