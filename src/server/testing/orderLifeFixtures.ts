import { eq, sql } from 'drizzle-orm';
import { CreateOrderResponseSchema } from '../../shared/schemas/order';
import type { Database } from '../db/client';
import { listings, orderProblems, orders, sellerLedger } from '../db/schema';
import { hashHandoverCode } from '../orders/handoverCode';
import type { TestApp } from './buildTestApp';
import { addListing, addOrder, BUYER, userId } from './listingFixtures';
import { addPerson, orderPayload, sendAs } from './orderFixtures';

/**
 * Orders in each state of their life (docs/decisions/0053), each on a fresh book of the demo
 * seller, for the tests of server/orders and routes/orderLife.ts.
 */
export const ORDER_STATES = [
  'cash placed',
  'online placed',
  'paid online',
  'handed over',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The code every fixture order accepts (its hash is written straight in). */
export const KNOWN_CODE = '246810';

/**
 * A cash order of `buyer` for the listing, as POST /orders leaves it (the book held for it, the
 * meet-up two days away as the buyer proposed), written straight in: the route is rate limited.
 */
export async function addCashOrder(db: Database, listingId: string, buyer = BUYER) {
  const [listing] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  const orderId = await addOrder(db, listingId, 'unpaid', buyer);
  await db
    .update(orders)
    .set({
      sellerId: listing!.sellerId,
      paymentMethod: 'cash',
      meetupAt: sql`now() + interval '2 days'`,
      meetupProposedBy: 'buyer',
    })
    .where(eq(orders.id, orderId));
  await db.update(listings).set({ cashOrderId: orderId }).where(eq(listings.id, listingId));
  return orderId;
}

/** A book of a seller made for the call, so that no caller of the matrix is its seller. */
export const freshSellersListing = async (db: Database) =>
  addListing(db, { seller: await addPerson(db, 'seller') });

/** An order of a buyer made for the call, of the demo seller's book, paid online, coded. */
export async function paidOrderOfFreshBuyer(testApp: TestApp) {
  const listingId = await addListing(testApp.db, { sold: true });
  const orderId = await addOrder(testApp.db, listingId, 'paid', await addPerson(testApp.db));
  await setKnownCode(testApp, orderId);
  return orderId;
}

/** A cash order placed through POST /orders, so the book is held for its buyer. */
export async function placeCashOrder(
  testApp: TestApp,
  listingId: string,
  buyer = BUYER,
  meetupAt?: string,
): Promise<string> {
  const response = await sendAs(testApp, 'POST', '/api/orders', buyer, {
    ...orderPayload(listingId, { email: buyer }),
    payment_method: 'cash',
    ...(meetupAt ? { meetup_at: meetupAt } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`cash order refused: ${response.body}`);
  return CreateOrderResponseSchema.parse(response.json()).insertedId;
}

export async function setKnownCode(testApp: TestApp, orderId: string): Promise<void> {
  const hash = hashHandoverCode(testApp.config.ACCESS_TOKEN_SECRET, orderId, KNOWN_CODE);
  await testApp.db.update(orders).set({ handoverCodeHash: hash }).where(eq(orders.id, orderId));
}

/** A fresh book and an order of BUYER's for it in `state`, whose handover code is KNOWN_CODE. */
export async function orderIn(testApp: TestApp, state: OrderState, buyer = BUYER) {
  const listingId = await addListing(testApp.db);
  let orderId: string;
  if (state === 'cash placed' || state === 'cancelled') {
    orderId = await addCashOrder(testApp.db, listingId, buyer);
    if (state === 'cancelled') await cancelDirectly(testApp.db, orderId);
  } else {
    orderId = await addOrder(
      testApp.db,
      listingId,
      state === 'online placed' ? 'unpaid' : 'paid',
      buyer,
    );
    if (state === 'handed over') {
      await testApp.db
        .update(orders)
        .set({ status: 'handed_over', handedOverAt: sql`now()` })
        .where(eq(orders.id, orderId));
    }
  }
  await setKnownCode(testApp, orderId);
  return { listingId, orderId };
}

async function cancelDirectly(db: Database, orderId: string) {
  await db
    .update(orders)
    .set({ status: 'cancelled', cancelReason: 'cancelled_by_buyer' })
    .where(eq(orders.id, orderId));
}

/** Moves an order's meet-up `minutes` into the past (negative) or future. */
export async function moveMeetup(db: Database, orderId: string, minutes: number) {
  await db
    .update(orders)
    .set({ meetupAt: sql`now() + make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));
}

/** An online order of BUYER's for a fresh seller's book, handed over `hoursAgo` ago. */
export async function handedOverOrderOfBuyer(testApp: TestApp, hoursAgo = 1) {
  const listingId = await freshSellersListing(testApp.db);
  const orderId = await addCashlessOrder(testApp.db, listingId, 'paid');
  await testApp.db
    .update(orders)
    .set({
      status: 'handed_over',
      handedOverAt: sql`now() - make_interval(hours => ${hoursAgo})`,
    })
    .where(eq(orders.id, orderId));
  return orderId;
}

/** An online order (addOrder) that also names its seller by id, as POST /orders writes it. */
async function addCashlessOrder(db: Database, listingId: string, status: 'unpaid' | 'paid') {
  const [listing] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  const orderId = await addOrder(db, listingId, status, BUYER);
  await db.update(orders).set({ sellerId: listing!.sellerId }).where(eq(orders.id, orderId));
  return orderId;
}

/** A problem report of BUYER's on a handed-over order, open. */
export async function addProblem(testApp: TestApp) {
  const orderId = await handedOverOrderOfBuyer(testApp);
  const [row] = await testApp.db
    .insert(orderProblems)
    .values({ orderId, reason: 'not_received' })
    .returning({ id: orderProblems.id });
  return { orderId, problemId: row!.id };
}

/** A fresh seller owed `amount` by the ledger (as if an online order of theirs was handed over). */
export async function sellerOwed(db: Database, amount: string) {
  const sellerId = await userId(db, await addPerson(db, 'seller'));
  await db.insert(sellerLedger).values({ sellerId, kind: 'handover', amount });
  return sellerId;
}
