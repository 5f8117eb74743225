import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { MINIMUM_PRICE, type PaymentMethod } from '../../../shared/constants';
import type { Order } from '../../../shared/schemas/order';
import type { Database } from '../client';
import { ORDER_ANSWER_COLUMNS, toOrder } from './orderMappers';
import { isPostgresError, UNIQUE_VIOLATION } from '../postgresErrors';
import { listings, offers, orders, reviews, users } from '../schema';
import { approvedLiteral } from './listingVisibility';
import { recordOrderEvents } from '../../orders/orderTransition';
import { insertNotifications } from './notifications';

interface NewOrder {
  listingId: string;
  buyerEmail: string;
  /** The only fields the buyer writes; everything else comes from the listing and the account. */
  phone: string;
  location: string;
  paymentMethod: PaymentMethod;
  /** A cash order's meet-up time, as the buyer proposed it (the route checks its bounds). */
  meetupAt: Date | null;
}

/** Why an order was not placed; the route words each one. */
export type OrderRefusal =
  | 'unknownBuyer'
  | 'missing'
  | 'sold'
  | 'own'
  | 'alreadyOrdered'
  /** Online: listed before the least price was enforced, under what a card payment can be. */
  | 'belowMinimumPrice'
  /** The seller does not take this way of paying for this book. */
  | 'methodNotAccepted'
  /** Held for another buyer's cash meet-up. */
  | 'heldForMeetup'
  /** Another buyer's card payment holds it (a cash order would take it from under them). */
  | 'paymentUnderWay';

/**
 * Places an unpaid order. Title, price and seller are copied from the listing and the buyer's
 * name from their account, never from the request (see
 * docs/decisions/0012-facts-come-from-the-database.md). The listing row is share-locked while it
 * is read and the order written, so a payment marking it sold or a delete waits, and no order is
 * placed on a book sold a moment earlier. A second unpaid order for the same book is left to the
 * unique index, which also settles two requests racing. The seller's notification is written in
 * the same transaction, so an order refused by that index tells nobody anything.
 *
 * A cash order also holds the book for its buyer until the meet-up ends: the listing row is then
 * locked for update (not shared), so buyers racing for it take turns and the second finds
 * `cash_order_id` taken; orders_one_cash_hold_per_listing backs that up. Its 'placed' history row
 * and the seller's notification are written in the same transaction.
 *
 * A buyer with an accepted offer on the book still within its time orders at the offer's price
 * (and the offer becomes 'ordered'); everyone else at the listed price.
 */
export async function placeOrder(
  db: Database,
  order: NewOrder,
): Promise<{ id: string } | OrderRefusal> {
  const cash = order.paymentMethod === 'cash';
  try {
    return await db.transaction(async (tx) => {
      const [buyer] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, order.buyerEmail.toLowerCase()));
      if (!buyer) return 'unknownBuyer';
      const [listing] = await tx
        .select({
          sellerId: listings.sellerId,
          sold: listings.sold,
          bookTitle: listings.bookTitle,
          bookPrice: listings.sellerPrice,
          sellerName: users.name,
          sellerEmail: users.email,
          acceptsOnline: listings.acceptsOnline,
          acceptsCash: listings.acceptsCash,
          cashOrderId: listings.cashOrderId,
          paymentUnderWay: sql<boolean>`coalesce(${listings.reservedUntil} > now(), false)`,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        // One waiting for the admin's approval is nobody else's yet.
        .where(and(eq(listings.id, order.listingId), approvedLiteral))
        .for(cash ? 'update' : 'share', { of: listings });
      if (!listing) return 'missing';
      if (listing.sold) return 'sold';
      if (listing.sellerId === buyer.id) return 'own';
      // Under what a card can pay: it can still change hands for cash.
      if (!cash && Number(listing.bookPrice) < MINIMUM_PRICE) return 'belowMinimumPrice';
      if (!(cash ? listing.acceptsCash : listing.acceptsOnline)) return 'methodNotAccepted';
      if (listing.cashOrderId) return 'heldForMeetup';
      if (cash && listing.paymentUnderWay) return 'paymentUnderWay';

      const { bookTitle, sellerName, sellerEmail, sellerId } = listing;
      const offer = await takeAcceptedOffer(tx, order.listingId, buyer.id);
      // The agreed price, unless the seller has since listed it for less.
      const bookPrice =
        offer && Number(offer.amount) < Number(listing.bookPrice)
          ? offer.amount
          : listing.bookPrice;
      const [row] = await tx
        .insert(orders)
        .values({
          ...{ bookTitle, bookPrice, sellerName, sellerEmail, sellerId },
          listingId: order.listingId,
          buyerId: buyer.id,
          name: buyer.name,
          email: buyer.email,
          phone: order.phone,
          location: order.location,
          paymentMethod: order.paymentMethod,
          meetupAt: cash ? order.meetupAt : null,
          meetupProposedBy: cash ? 'buyer' : null,
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('insert returned no row');
      if (cash) await holdForMeetup(tx, order.listingId, row.id);
      await recordOrderEvents(
        tx,
        [{ orderId: row.id, fromStatus: null, toStatus: 'unpaid' }],
        'placed',
        { actor: 'buyer', actorId: buyer.id },
      );
      const about = { order_id: row.id, listing_id: order.listingId, book_title: bookTitle };
      await insertNotifications(tx, [
        cash
          ? {
              userId: sellerId,
              kind: 'order_changed',
              data: { ...about, change: 'placed', to: 'seller' },
            }
          : { userId: sellerId, kind: 'book_ordered', data: { ...about, buyer_name: buyer.name } },
      ]);
      return { id: row.id };
    });
  } catch (error) {
    if (isPostgresError(error, UNIQUE_VIOLATION, 'orders_one_unpaid_per_buyer_and_listing')) {
      return 'alreadyOrdered';
    }
    if (isPostgresError(error, UNIQUE_VIOLATION, 'orders_one_cash_hold_per_listing')) {
      return 'heldForMeetup';
    }
    throw error;
  }
}

/**
 * The buyer's accepted offer on the book still within its time, marked 'ordered' in the order's
 * transaction: the order is at its price, once (docs/product.md#offers). Its row is locked by the
 * UPDATE, so two orders of one buyer racing use it once. An order cancelled later does not give
 * the offer back.
 */
async function takeAcceptedOffer(tx: Database, listingId: string, buyerId: string) {
  const [offer] = await tx
    .update(offers)
    .set({ status: 'ordered', updatedAt: sql`now()` })
    .where(
      and(
        eq(offers.listingId, listingId),
        eq(offers.buyerId, buyerId),
        eq(offers.status, 'accepted'),
        gt(offers.expiresAt, sql`now()`),
      ),
    )
    .returning({ amount: offers.amount });
  return offer;
}

/** Takes the book for a cash order, only while nobody holds it (the lock makes it certain). */
async function holdForMeetup(tx: Database, listingId: string, orderId: string) {
  const held = await tx
    .update(listings)
    .set({ cashOrderId: orderId })
    .where(and(eq(listings.id, listingId), isNull(listings.cashOrderId), eq(listings.sold, false)))
    .returning({ id: listings.id });
  if (held.length !== 1) throw new Error(`listing ${listingId} could not be held for a meet-up`);
}

/**
 * Orders with their buyer joined in, to filter on the e-mail the caller signed in with, and their
 * review (at most one per order, by its unique order_id) left-joined in the same query, so My
 * Orders costs one query however many orders it shows.
 */
const selectOrders = (db: Database) =>
  db
    .select(ORDER_ANSWER_COLUMNS)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(reviews, eq(reviews.orderId, orders.id));
const placedBy = (buyerEmail: string) => eq(users.email, buyerEmail.toLowerCase());

/** My Orders: every order of the buyer, newest first (the id breaks ties so the order is total). */
export async function listOrdersOfBuyer(
  db: Database,
  buyerEmail: string,
  ttlMinutes: number,
): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where(placedBy(buyerEmail))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toOrder(row, ttlMinutes));
}

/**
 * The buyer's open order of a listing (unpaid or paid, so neither cancelled nor handed over), the
 * newest if several: the book page offers it instead of 'Buy Now!'. One index-backed look-up.
 */
export async function findOpenOrderOfListing(
  db: Database,
  listingId: string,
  buyerEmail: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(
      and(
        eq(orders.listingId, listingId),
        placedBy(buyerEmail),
        inArray(orders.status, ['unpaid', 'paid']),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.id ?? null;
}

/** One order, only if this buyer placed it: anyone else's reads as missing. */
export async function findOrderOfBuyer(
  db: Database,
  id: string,
  buyerEmail: string,
  ttlMinutes: number,
): Promise<Order | undefined> {
  const [row] = await selectOrders(db)
    .where(and(eq(orders.id, id), placedBy(buyerEmail)))
    .limit(1);
  return row && toOrder(row, ttlMinutes);
}
