import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { categories, listings, users } from './schema';
import { DEMO_CATEGORIES } from './demo/categories';
import { bookImage, DEMO_LISTINGS } from './demo/listings';
import { DEMO_USERS, VERIFIED_SELLER_EMAIL } from './demo/users';

/** Any constant works; it only has to be the same for every copy of the server. */
const SEED_LOCK_KEY = 7_420_001;

interface SeedResult {
  usersInserted: number;
  categoriesInserted: number;
  /** Categories of a database seeded before the Bangla columns whose Bangla was filled in. */
  categoriesTranslated: number;
  listingsInserted: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts the demo data that is missing, keyed by natural keys (user e-mail, category name,
 * listing seller + title). Rows that exist are left alone, so changes made through the product
 * (a seller verified, a listing sold) survive restarts; the one exception is a demo category's
 * empty Bangla name or description, which is missing data too and so is filled in.
 */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Copies of the server starting together would otherwise race on the listings check below.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const insertedUsers = await tx
      .insert(users)
      // Verified, as the Auth emulator's demo accounts are (seedEmulatorUsers.ts): their mail
      // goes out before their first sign-in refreshes the flag.
      .values(
        DEMO_USERS.map((user) => ({
          ...user,
          email: user.email.toLowerCase(),
          emailVerified: true,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });

    const insertedCategories = await tx
      .insert(categories)
      .values([...DEMO_CATEGORIES])
      .onConflictDoNothing({ target: categories.name })
      .returning({ id: categories.id });
    const categoriesTranslated = await fillMissingCategoryBangla(tx);

    const listingsInserted = await insertMissingListings(tx);
    return {
      usersInserted: insertedUsers.length,
      categoriesInserted: insertedCategories.length,
      categoriesTranslated,
      listingsInserted,
    };
  });
}

/**
 * A database seeded before migration 0009 has its demo categories with '' Bangla. Only empty
 * fields are written, each on its own, so a Bangla text someone has since edited is kept.
 */
async function fillMissingCategoryBangla(tx: Transaction): Promise<number> {
  let filled = 0;
  for (const demo of DEMO_CATEGORIES) {
    const updated = await tx
      .update(categories)
      .set({
        nameBn: textIfEmpty(categories.nameBn, demo.nameBn),
        descriptionBn: textIfEmpty(categories.descriptionBn, demo.descriptionBn),
      })
      .where(
        and(
          eq(categories.name, demo.name),
          or(eq(categories.nameBn, ''), eq(categories.descriptionBn, '')),
        ),
      )
      .returning({ id: categories.id });
    filled += updated.length;
  }
  return filled;
}

function textIfEmpty(column: AnyPgColumn, text: string): SQL {
  return sql`case when ${column} = '' then ${text} else ${column} end`;
}

async function insertMissingListings(tx: Transaction): Promise<number> {
  const sellerIdByEmail = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [...new Set(DEMO_LISTINGS.map((l) => l.sellerEmail))]))
    ).map((row) => [row.email, row.id]),
  );
  const categoryIdByName = new Map(
    (await tx.select({ id: categories.id, name: categories.name }).from(categories)).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const existing = new Set(
    (
      await tx
        .select({ sellerId: listings.sellerId, title: listings.bookTitle })
        .from(listings)
        .where(inArray(listings.sellerId, [...sellerIdByEmail.values()]))
    ).map((row) => `${row.sellerId}\n${row.title}`),
  );

  const now = Date.now();
  const missing = DEMO_LISTINGS.flatMap((listing) => {
    const sellerId = sellerIdByEmail.get(listing.sellerEmail);
    const categoryId = categoryIdByName.get(listing.category);
    if (!sellerId || !categoryId) {
      throw new Error(`Demo listing "${listing.title}" names an unknown seller or category`);
    }
    if (existing.has(`${sellerId}\n${listing.title}`)) return [];
    return [
      {
        sellerId,
        categoryId,
        bookTitle: listing.title,
        author: listing.author ?? '',
        bookImg: bookImage(listing.slug),
        originalPrice: listing.originalPrice.toFixed(2),
        sellerPrice: listing.sellerPrice.toFixed(2),
        used: listing.used,
        condition: listing.condition,
        location: listing.location,
        contact: listing.contact,
        description: listing.description,
        relevantInformation: listing.relevantInformation,
        sold: listing.sold ?? false,
        adv: listing.adv ?? false,
        fixedPrice: listing.fixedPrice ?? false,
        // A listing is shown as verified when its seller was verified at posting time.
        isVerified: listing.sellerEmail === VERIFIED_SELLER_EMAIL,
        postedAt: new Date(now - listing.postedHoursAgo * 3_600_000),
      },
    ];
  });
  if (missing.length === 0) return 0;
  await tx.insert(listings).values(missing);
  return missing.length;
}
