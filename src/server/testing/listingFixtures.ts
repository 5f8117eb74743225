import { STATUS_CODES } from 'node:http';
import { eq } from 'drizzle-orm';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { errorCodeOf } from '../../shared/errorCodes';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import type { Role } from '../../shared/roles';
import type { AddListingPayload } from '../../shared/schemas/listing';
import type { Database } from '../db/client';
import { categories, listings, orders, users, wishlist } from '../db/schema';
import { signedInAs } from './authHeaders';
import type { TestApp } from './buildTestApp';

/** The demo accounts (db/demo/users.ts), by the part each plays in the permission tests. */
export const OWNER = 'seller@demo.test';
export const OTHER_SELLER = 'newseller@demo.test';
export const BUYER = 'buyer@demo.test';
export const ADMIN = 'admin@demo.test';

/**
 * A refusal: its status, the shared error shape, exactly our message, and the code that goes
 * with it (the message's own when the message is one of ours).
 */
export function expectRefusal(
  response: LightMyRequestResponse,
  statusCode: number,
  message: string | RegExp,
): void {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({
    status: statusCode,
  });
  const body = ErrorResponseSchema.parse(response.json());
  expect(body).toMatchObject({ statusCode, error: STATUS_CODES[statusCode] });
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(body.code).toBe(errorCodeOf(body.message, body.code));
}

/** A call as `caller` (signed in through the app's own issuer), anonymous, or with `headers`. */
export async function callAs(
  testApp: TestApp,
  method: HTTPMethods,
  url: string,
  caller: string | undefined,
  headers?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    headers: headers ?? (caller ? await signedInAs(testApp, caller) : {}),
  });
}

/**
 * A person stored as if they had signed up and signed in with a verified address, as the demo
 * accounts have (so their notifications are mailed), but not yet bound to an account.
 */
export const addUser = (db: Database, email: string, name: string, role: Role) =>
  db.insert(users).values({ email, name, role, emailVerified: true }).returning({ id: users.id });

export async function userId(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function categoryNamed(db: Database, name: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row;
}

/** The stored row, to show that a refused call changed nothing (or what an allowed one did). */
export async function listingRow(db: Database, id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

type ListingValues = Partial<typeof listings.$inferInsert>;

/** A listing written straight to the database, so each test owns the row it changes. */
export async function addListing(
  db: Database,
  {
    seller = OWNER,
    category = 'Fiction',
    ...values
  }: ListingValues & {
    seller?: string;
    category?: string;
  } = {},
): Promise<string> {
  const [row] = await db
    .insert(listings)
    .values({
      sellerId: await userId(db, seller),
      categoryId: (await categoryNamed(db, category)).id,
      bookTitle: 'Fixture Book',
      bookImg: '/images/books/fixture.svg',
      originalPrice: '300.00',
      sellerPrice: '150.00',
      used: '1 year',
      condition: 'good',
      location: 'Dhaka',
      contact: '01700-000000',
      description: 'A book made for a test.',
      relevantInformation: 'None.',
      ...values,
    })
    .returning({ id: listings.id });
  return row!.id;
}

/** An order for a listing, as POST /orders (and POST /payments for `paid`) would leave it. */
export async function addOrder(
  db: Database,
  listingId: string,
  status: 'unpaid' | 'paid' | 'cancelled',
  buyer = BUYER,
): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      listingId,
      bookTitle: 'Fixture Book',
      bookPrice: '150.00',
      sellerName: 'Rahim Uddin',
      sellerEmail: OWNER,
      sellerId: await userId(db, OWNER),
      buyerId: await userId(db, buyer),
      name: 'Karim Ahmed',
      email: buyer,
      location: 'Dhaka',
      status,
      paidAt: status === 'paid' ? new Date() : null,
    })
    .returning({ id: orders.id });
  return row!.id;
}

export async function orderRow(db: Database, id: string) {
  return (await db.select().from(orders).where(eq(orders.id, id)))[0];
}

export async function addWish(db: Database, listingId: string, email = BUYER) {
  await db.insert(wishlist).values({ userId: await userId(db, email), listingId });
}

export const wishlistOf = (db: Database, listingId: string) =>
  db.select().from(wishlist).where(eq(wishlist.listingId, listingId));

/** A complete, valid POST /addbook body for the category. */
export const listingPayload = (category: { id: string; name: string }): AddListingPayload => ({
  book_title: 'Padma Nadir Majhi',
  author: 'Manik Bandopadhyay',
  book_img: 'https://i.ibb.co/abc/padma.png',
  original_price: 400,
  seller_price: 199.5,
  used: '3 years',
  category_name: category.name,
  category_id: category.id,
  condition: 'good',
  location: 'Khulna',
  contact: '01811-000111',
  description: "Manik Bandopadhyay's novel of the Padma fishermen.",
  relevantInformation: 'Pick up near the ferry ghat.',
  payment_methods: ['online', 'cash'],
  fixed_price: false,
});
