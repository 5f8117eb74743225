import { eq, sql } from 'drizzle-orm';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../shared/roles';
import type { OrderPayload } from '../../shared/schemas/order';
import type { Database } from '../db/client';
import { listings, orders, wishlist } from '../db/schema';
import { signedInAs } from './authHeaders';
import type { TestApp } from './buildTestApp';
import { addUser, BUYER, OWNER, userId } from './listingFixtures';

/**
 * Test helpers of the order and wishlist routes, beside listingFixtures.ts (whose demo accounts,
 * listings and orders they build on).
 */

/** A call with a JSON body as `caller`, anonymous, or with `headers` (callAs sends no body). */
export async function sendAs(
  testApp: TestApp,
  method: HTTPMethods,
  url: string,
  caller: string | undefined,
  payload: unknown,
  headers?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: headers ?? (caller ? await signedInAs(testApp, caller) : {}),
  });
}

let people = 0;
/** A new account of `role`, so a test owns a whole order list or wishlist. */
export async function addPerson(db: Database, role: Role = 'buyer'): Promise<string> {
  people += 1;
  const email = `${role}-${people}@test.example`;
  await addUser(db, email, `Test ${role} ${people}`, role);
  return email;
}

/** The POST /orders body for a listing as the order form fills it from a book card. */
export const orderPayload = (
  listingId: string,
  overrides: Partial<OrderPayload> = {},
): OrderPayload => ({
  name: 'Karim Ahmed',
  email: BUYER,
  bookTitle: 'Fixture Book',
  bookPrice: 150,
  phone: '01900-123456',
  location: 'TSC, Dhaka University',
  seller_name: 'Rahim Uddin',
  seller_email: OWNER,
  product_id: listingId,
  ...overrides,
});

/** Moves an order's placing time `minutes` into the past, as if the buyer ordered back then. */
export async function backdateOrder(db: Database, id: string, minutes: number): Promise<void> {
  await db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, id));
}

/** Holds a listing for an order until `minutes` from now (negative: a hold that ran out). */
export async function holdListingFor(
  db: Database,
  listingId: string,
  orderId: string,
  minutes: number,
): Promise<void> {
  await db
    .update(listings)
    .set({
      reservedOrderId: orderId,
      reservedUntil: sql`now() + make_interval(mins => ${minutes})`,
    })
    .where(eq(listings.id, listingId));
}

/** Every order of a listing, oldest first: what a refused call must leave unchanged. */
export const ordersFor = (db: Database, listingId: string) =>
  db.select().from(orders).where(eq(orders.listingId, listingId)).orderBy(orders.createdAt);

/** The listings in a person's wishlist. */
export async function wishlistRowsOf(db: Database, email: string) {
  return db
    .select()
    .from(wishlist)
    .where(eq(wishlist.userId, await userId(db, email)));
}
