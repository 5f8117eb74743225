import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../shared/constants';
import type { OrderActor, OrderEventReason, OrderStatus } from '../../shared/schemas/orderLife';
import { orders } from '../db/schema';

/**
 * Every change an order's life allows (docs/decisions/0053-an-order-with-a-clear-life.md): from
 * which status, for which way of paying, to which status, by whom, and the reason its history
 * row gives. Routes and jobs change an order only through this table (orderTransition.ts), in one
 * UPDATE whose WHERE is `guardOf(action)`, so of two changes racing for one order exactly one
 * matches and the other finds the status moved on.
 */
interface Transition {
  from: Partial<Record<PaymentMethod, readonly OrderStatus[]>>;
  to: OrderStatus;
  by: readonly OrderActor[];
  reason: OrderEventReason;
  /** A condition of time the change also needs (the meet-up passed, the wait ran out...). */
  when?: (config: TransitionTimes) => SQL;
}

/** The times some changes depend on, from the server's configuration. */
export interface TransitionTimes {
  handoverDays: number;
  /** How long after its meet-up time an untouched cash order still holds its book. */
  cashHoldGraceHours: number;
}

export const ORDER_TRANSITIONS = {
  // An order the system cancelled (expired...) whose card payment succeeded is honoured when the
  // book is still free. One a person cancelled is not: a late charge on it is refunded
  // (payments/settlement.ts).
  payOnline: {
    from: { online: ['unpaid', 'cancelled'] },
    to: 'paid',
    by: ['buyer'],
    reason: 'paid_online',
    when: () =>
      sql`(${orders.status} = 'unpaid' or coalesce(${orders.cancelReason}, 'expired') in ('expired', 'sold_to_another_buyer', 'listing_deleted'))`,
  },
  handOver: {
    from: { online: ['paid'], cash: ['unpaid'] },
    to: 'handed_over',
    by: ['seller'],
    reason: 'handed_over',
  },
  expire: { from: { online: ['unpaid'] }, to: 'cancelled', by: ['system'], reason: 'expired' },
  /** Online: any time before paying; cash: only before the meet-up time. */
  cancelByBuyer: {
    from: { online: ['unpaid'], cash: ['unpaid'] },
    to: 'cancelled',
    by: ['buyer'],
    reason: 'cancelled_by_buyer',
    when: () => sql`(${orders.paymentMethod} = 'online' or ${orders.meetupAt} > now())`,
  },
  /** The buyer did not come: the seller frees the book once the meet-up time has passed. */
  cancelNoShow: {
    from: { cash: ['unpaid'] },
    to: 'cancelled',
    by: ['seller'],
    reason: 'seller_no_show',
    when: () => sql`${orders.meetupAt} <= now()`,
  },
  /**
   * Nobody acted on a cash order long after its meet-up (no handover, no cancel, no no-show):
   * the system frees the book, so a forgotten order does not hold it forever.
   */
  expireCash: {
    from: { cash: ['unpaid'] },
    to: 'cancelled',
    by: ['system'],
    reason: 'cash_hold_expired',
    when: ({ cashHoldGraceHours }) =>
      sql`${orders.meetupAt} <= now() - make_interval(hours => ${cashHoldGraceHours})`,
  },
  /** Paid online but not handed over within handoverDays: the buyer gets the money back. */
  refundNotHandedOver: {
    from: { online: ['paid'] },
    to: 'cancelled',
    by: ['buyer'],
    reason: 'not_handed_over_in_time',
    when: ({ handoverDays }) =>
      sql`${orders.paidAt} <= now() - make_interval(days => ${handoverDays})`,
  },
  deleteListing: {
    from: { online: ['unpaid'], cash: ['unpaid'] },
    to: 'cancelled',
    by: ['system'],
    reason: 'listing_deleted',
  },
  sellElsewhere: {
    from: { online: ['unpaid'], cash: ['unpaid'] },
    to: 'cancelled',
    by: ['system'],
    reason: 'sold_to_another_buyer',
  },
} as const satisfies Record<string, Transition>;

export type OrderAction = keyof typeof ORDER_TRANSITIONS;

const NO_TIMES: TransitionTimes = { handoverDays: 0, cashHoldGraceHours: 0 };

/** The WHERE every UPDATE making `action` carries: the statuses it starts from, and its time. */
export function guardOf(action: OrderAction, times: Partial<TransitionTimes> = {}): SQL {
  const transition: Transition = ORDER_TRANSITIONS[action];
  const fromStatuses = Object.entries(transition.from).map(([method, statuses]) =>
    and(eq(orders.paymentMethod, method as PaymentMethod), inArray(orders.status, [...statuses])),
  );
  const guard = and(or(...fromStatuses), transition.when?.({ ...NO_TIMES, ...times }));
  if (!guard) throw new Error(`${action} has no starting status`);
  return guard;
}

/** What the order becomes: its status and, when cancelled, why. */
export function outcomeOf(action: OrderAction) {
  const transition: Transition = ORDER_TRANSITIONS[action];
  return {
    status: transition.to,
    cancelReason: transition.to === 'cancelled' ? transition.reason : null,
  };
}

/** Whether `actor` may make the change at all (ownership is the route's own guard). */
export const mayMake = (action: OrderAction, actor: OrderActor): boolean =>
  (ORDER_TRANSITIONS[action].by as readonly OrderActor[]).includes(actor);
