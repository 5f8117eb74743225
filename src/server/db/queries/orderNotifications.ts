import type { CancellationReason } from '../../../shared/schemas/notification';
import type { OrderEventReason } from '../../../shared/schemas/orderLife';
import { orders } from '../schema';
import type { NewNotification } from './notifications';

/**
 * What an order change tells whom (docs/product.md#notifications). The writers of orders
 * (payments, expiry, a listing's deletion) read these columns back with RETURNING from the very
 * statement that changed the orders, and write the notifications in its transaction.
 */
export const toldColumns = {
  id: orders.id,
  listingId: orders.listingId,
  bookTitle: orders.bookTitle,
  buyerId: orders.buyerId,
  buyerName: orders.name,
  meetingPlace: orders.location,
};

/** The told columns of a whole order row. */
export const toldOf = (row: typeof orders.$inferSelect): ToldOrder => ({
  id: row.id,
  listingId: row.listingId,
  bookTitle: row.bookTitle,
  buyerId: row.buyerId,
  buyerName: row.name,
  meetingPlace: row.location,
});

/** An order as RETURNING(toldColumns) reads it. */
export interface ToldOrder {
  id: string;
  listingId: string | null;
  bookTitle: string;
  buyerId: string;
  buyerName: string;
  meetingPlace: string;
}

const aboutOrder = (row: Pick<ToldOrder, 'id' | 'listingId' | 'bookTitle'>) => ({
  order_id: row.id,
  listing_id: row.listingId,
  book_title: row.bookTitle,
});

/** Each buyer hears that their order was cancelled, and why. */
export const cancellationNotifications = (
  cancelled: ToldOrder[],
  reason: CancellationReason,
): NewNotification[] =>
  cancelled.map((row) => ({
    userId: row.buyerId,
    kind: 'order_cancelled',
    data: { ...aboutOrder(row), reason },
  }));

/**
 * A payment: the seller hears that the order was paid, with where the buyer wants to meet; every
 * other buyer whose unpaid order the sale cancelled hears that another buyer got the book. A
 * second unpaid order of the paying buyer (placed after their first expired) is cancelled
 * silently: they bought the book themselves.
 */
export const paymentNotifications = (
  sellerId: string,
  paid: ToldOrder,
  cancelled: ToldOrder[],
): NewNotification[] => [
  {
    userId: sellerId,
    kind: 'order_paid',
    data: { ...aboutOrder(paid), buyer_name: paid.buyerName, meeting_place: paid.meetingPlace },
  },
  ...cancellationNotifications(
    cancelled.filter((row) => row.buyerId !== paid.buyerId),
    'sold_to_another_buyer',
  ),
];

/** An order the system changed, as RETURNING reads it: both of its people are told. */
export interface BothSidesOrder {
  id: string;
  listingId: string | null;
  bookTitle: string;
  buyerId: string;
  sellerId: string | null;
}

/** `order_changed` to the buyer and to the seller of each order (a change neither of them made). */
export const bothSidesNotifications = (
  changed: BothSidesOrder[],
  change: OrderEventReason,
): NewNotification[] =>
  changed.flatMap((row) => {
    const data = { ...aboutOrder(row), change };
    return [
      {
        userId: row.buyerId,
        kind: 'order_changed' as const,
        data: { ...data, to: 'buyer' as const },
      },
      ...(row.sellerId
        ? [
            {
              userId: row.sellerId,
              kind: 'order_changed' as const,
              data: { ...data, to: 'seller' as const },
            },
          ]
        : []),
    ];
  });
