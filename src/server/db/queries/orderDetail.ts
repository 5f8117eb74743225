import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { PROBLEM_REPORT_HOURS } from '../../../shared/constants';
import type { OrderDetail, OrderPageAction } from '../../../shared/schemas/orderDetail';
import { guardOf, mayMake, type TransitionTimes } from '../../orders/orderStates';
import type { Database } from '../client';
import { toPrice } from '../columns';
import { listings, orderProblems, orders } from '../schema';

/**
 * How long after the handover the two people still see each other's mobile number: long enough
 * to sort out something left at the meet-up, not forever (docs/product.md#get-ordersid).
 */
export const CONTACT_DAYS_AFTER_HANDOVER = 7;

type Side = OrderDetail['side'];
const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

const openCashOrder = and(eq(orders.status, 'unpaid'), eq(orders.paymentMethod, 'cash'));
const problemReported = sql`exists (select 1 from ${orderProblems} where ${orderProblems.orderId} = ${orders.id})`;

/**
 * Each action of the order page as the condition that allows it now, for the caller's side.
 * The changes of the transition table use its own guards (the very WHERE their UPDATE carries)
 * and who may make them; the others repeat the guard of their route (orderChanges.ts,
 * handover.ts, orderProblems.ts).
 */
function conditionsOf(side: Side, times: TransitionTimes): Record<OrderPageAction, SQL | false> {
  const change = (action: 'cancelByBuyer' | 'refundNotHandedOver' | 'cancelNoShow' | 'handOver') =>
    mayMake(action, side) ? guardOf(action, times) : false;
  const buyers = (condition: SQL | undefined) => (side === 'buyer' && condition) || false;
  return {
    pay: buyers(and(guardOf('payOnline'), eq(orders.status, 'unpaid'))),
    showHandoverCode: buyers(guardOf('handOver')),
    handOver: change('handOver'),
    cancelByBuyer: change('cancelByBuyer'),
    refundNotHandedOver: change('refundNotHandedOver'),
    cancelNoShow: change('cancelNoShow'),
    proposeMeetup: openCashOrder ?? false,
    agreeMeetup:
      and(
        openCashOrder,
        eq(orders.meetupProposedBy, otherSide(side)),
        isNull(orders.meetupAgreedAt),
      ) ?? false,
    reportProblem: buyers(
      and(
        eq(orders.status, 'handed_over'),
        eq(orders.paymentMethod, 'online'),
        sql`${orders.handedOverAt} > now() - make_interval(hours => ${PROBLEM_REPORT_HOURS})`,
        sql`not ${problemReported}`,
      ),
    ),
  };
}

const asBoolean = (condition: SQL | false) =>
  condition === false ? sql<boolean>`false` : sql<boolean>`coalesce((${condition}), false)`;

/** The order as the order page shows it to `side`, without the other person's number. */
export type OrderDetailRow = Omit<OrderDetail, 'other'> & {
  other: { id: string | null; name: string };
  /** Whether the order is still under way for its two people (their numbers shown). */
  inContact: boolean;
  /** The number the buyer wrote on the order form, for when their profile has none. */
  orderPhone: string;
};

/**
 * The order page's data in one statement: the order, its listing's photo, whether a problem was
 * reported, and every action's condition evaluated by the database's clock.
 */
export async function findOrderDetail(
  db: Database,
  orderId: string,
  side: Side,
  times: TransitionTimes,
): Promise<OrderDetailRow | undefined> {
  const conditions = conditionsOf(side, times);
  const actions = Object.fromEntries(
    Object.entries(conditions).map(([action, condition]) => [action, asBoolean(condition)]),
  ) as Record<OrderPageAction, SQL<boolean>>;
  const [row] = await db
    .select({
      order: orders,
      photo: listings.bookImg,
      problemReported: sql<boolean>`${problemReported}`,
      handoverLocked: sql<boolean>`coalesce(${orders.handoverLockedUntil} > now(), false)`,
      inContact: sql<boolean>`(${orders.status} in ('unpaid', 'paid') or (${orders.status} = 'handed_over' and ${orders.handedOverAt} > now() - make_interval(days => ${CONTACT_DAYS_AFTER_HANDOVER})))`,
      actions: sql<Record<string, boolean>>`json_build_object(${sql.join(
        Object.entries(actions).map(([action, condition]) => sql`${action}::text, ${condition}`),
        sql`, `,
      )})`,
    })
    .from(orders)
    .leftJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const { order } = row;
  const allowed = typeof row.actions === 'string' ? JSON.parse(row.actions) : row.actions;
  return {
    _id: order.id,
    status: order.status,
    payment_method: order.paymentMethod,
    price: toPrice(order.bookPrice),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    handed_over_at: order.handedOverAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    meetup_at: order.meetupAt?.toISOString() ?? null,
    meetup_proposed_by: order.meetupProposedBy,
    meetup_agreed: order.meetupAgreedAt !== null,
    meeting_place: order.location,
    book: { id: order.listingId, title: order.bookTitle, photo: row.photo },
    side,
    other:
      side === 'buyer'
        ? { id: order.sellerId, name: order.sellerName }
        : { id: order.buyerId, name: order.name },
    handover_locked_until: row.handoverLocked
      ? (order.handoverLockedUntil?.toISOString() ?? null)
      : null,
    problem_reported: Boolean(row.problemReported),
    actions: (Object.keys(conditions) as OrderPageAction[]).filter(
      (action) => (allowed as Record<string, boolean>)[action] === true,
    ),
    inContact: Boolean(row.inContact),
    orderPhone: order.phone,
  };
}
