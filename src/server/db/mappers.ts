/**
 * Database rows -> the contract's answer shapes (src/shared/schemas). The only place that knows
 * column names on one side and `_id`/snake_case/camelCase answer fields on the other, and the
 * only place that turns postgres numerics (strings) into numbers.
 */
import type { Advertisement, Category } from '../../shared/schemas/category';
import type { Conversation, Message } from '../../shared/schemas/conversation';
import type { Listing, SellerListing } from '../../shared/schemas/listing';
import { REVIEW_EDIT_DAYS } from '../../shared/constants';
import {
  type Notification,
  NotificationDataSchemas,
  NotificationSchema,
} from '../../shared/schemas/notification';
import type { Order } from '../../shared/schemas/order';
import type { OrderReview, PublicReview, SellerRating } from '../../shared/schemas/review';
import type { SellerProfile } from '../../shared/schemas/sellerPage';
import type { SellerRow, User } from '../../shared/schemas/user';
import type { categories, listings, notifications, orders, reviews, users } from './schema';

type CategoryRow = typeof categories.$inferSelect;
type ListingRowBase = typeof listings.$inferSelect;
type UserRow = typeof users.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

/** An order with its review left-joined in: null when the buyer has not rated it. */
export type OrderWithReviewRow = OrderRow & {
  review: Pick<
    ReviewRow,
    'id' | 'rating' | 'comment' | 'createdAt' | 'updatedAt' | 'removedReason'
  > | null;
};

const DAY_MS = 24 * 60 * 60_000;

/** A listing joined with its seller and category, as every listing answer needs them. */
export type ListingRow = ListingRowBase & {
  sellerEmail: string;
  sellerName: string;
  /** The seller's users.rating_sum and rating_count (kept by a trigger on reviews). */
  sellerRatingSum: number;
  sellerRatingCount: number;
  categoryName: string;
};

/** The average of the stars to one decimal (4.25 shows as 4.3), null without reviews. */
export function toSellerRating(sum: number, count: number): SellerRating {
  return { average: count === 0 ? null : Math.round((sum * 10) / count) / 10, count };
}

/** numeric(12,2) arrives as a decimal string; answers carry numbers. */
export function toPrice(value: string): number {
  const price = Number(value);
  if (!Number.isFinite(price)) throw new Error(`Not a numeric price: ${value}`);
  return price;
}

export function toCategory(row: CategoryRow & { total: number }): Category {
  return {
    _id: row.id,
    category_name: row.name,
    category_name_bn: row.nameBn,
    img: row.img,
    description: row.description,
    description_bn: row.descriptionBn,
    total: row.total,
  };
}

export function toAdvertisement(row: Pick<ListingRowBase, 'id' | 'bookImg'>): Advertisement {
  return { _id: row.id, book_img: row.bookImg };
}

export function toListing(row: ListingRow): Listing {
  // The answer's separate date and time fields both come from the one instant we store.
  const postedAt = row.postedAt.toISOString();
  return {
    _id: row.id,
    seller_email: row.sellerEmail,
    seller_name: row.sellerName,
    seller_id: row.sellerId,
    seller_rating: toSellerRating(row.sellerRatingSum, row.sellerRatingCount),
    book_img: row.bookImg,
    book_title: row.bookTitle,
    author: row.author,
    original_price: toPrice(row.originalPrice),
    seller_price: toPrice(row.sellerPrice),
    used: row.used,
    post_date: postedAt,
    post_time: postedAt,
    category_name: row.categoryName,
    category_id: row.categoryId,
    condition: row.condition,
    location: row.location,
    contact: row.contact,
    description: row.description,
    relevantInformation: row.relevantInformation,
    sold: row.sold,
    adv: row.adv,
    isVerified: row.isVerified,
    version: row.version,
  };
}

/** My Products: the listing and how many unpaid orders it has (counted in the same query). */
export function toSellerListing(row: ListingRow & { unpaidOrders: number }): SellerListing {
  return { ...toListing(row), unpaid_orders: row.unpaidOrders };
}

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    img: row.img,
    role: row.role,
    appVerified: row.appVerified,
  };
}

/** The admin's All Seller row: the seller with the rating their row keeps. */
export function toSellerRow(row: UserRow): SellerRow {
  return { ...toUser(row), rating: toSellerRating(row.ratingSum, row.ratingCount) };
}

/**
 * The buyer's review of an order. It can be changed until REVIEW_EDIT_DAYS after it was written
 * (PUT /reviews/{id} checks the same bound in SQL); `removed_reason` is the admin's, once removed.
 */
export function toOrderReview(row: NonNullable<OrderWithReviewRow['review']>): OrderReview {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable_until: new Date(row.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS).toISOString(),
    removed_reason: row.removedReason,
  };
}

/** Who a seller is on their public page: no e-mail, no contact; member since they signed up. */
export function toSellerProfile(row: UserRow): SellerProfile {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    appVerified: row.appVerified,
    member_since: row.createdAt.toISOString(),
    rating: toSellerRating(row.ratingSum, row.ratingCount),
  };
}

/** A review on the seller's page, with its reviewer's name and the title the book was ordered as. */
export function toPublicReview(row: {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  reviewerName: string;
  bookTitle: string;
}): PublicReview {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewer_name: row.reviewerName,
    book_title: row.bookTitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * An order as My Orders and the payment page read it. `paid` is the API's kept flag, `status` says
 * which of Pay, Paid or Cancelled to show, and `pay_by` when an unpaid order expires (the
 * expiry sweep cancels it after `ttlMinutes`; a payment under way at that moment holds it longer).
 */
export function toOrder(row: OrderWithReviewRow, ttlMinutes: number): Order {
  const payBy =
    row.status === 'unpaid'
      ? new Date(row.createdAt.getTime() + ttlMinutes * 60_000).toISOString()
      : null;
  return {
    _id: row.id,
    bookTitle: row.bookTitle,
    bookPrice: toPrice(row.bookPrice),
    seller_name: row.sellerName,
    seller_email: row.sellerEmail,
    location: row.location,
    paid: row.status === 'paid',
    status: row.status,
    email: row.email,
    name: row.name,
    phone: row.phone,
    product_id: row.listingId,
    order_date: row.createdAt.toISOString(),
    pay_by: payBy,
    review: row.review && toOrderReview(row.review),
  };
}

/**
 * A notification as its person sees it. `data` is jsonb, so its shape is checked here against
 * its kind's schema: a row written outside insertNotifications cannot reach a page unchecked.
 */
export function toNotification(
  row: Pick<typeof notifications.$inferSelect, 'id' | 'kind' | 'data' | 'readAt' | 'createdAt'>,
): Notification {
  return NotificationSchema.parse({
    _id: row.id,
    kind: row.kind,
    data: NotificationDataSchemas[row.kind].parse(row.data),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  });
}

/** Timestamps come back as Date (both drivers) or text; either way the answer is ISO 8601. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** A conversation as conversationViews (queries/conversationViews.ts) selects it, snake_case. */
export interface ConversationViewRow {
  id: string;
  listing_id: string | null;
  book_title: string;
  book_img: string;
  reader_is_buyer: boolean;
  reader_is_seller: boolean;
  other_id: string;
  other_name: string;
  other_img: string;
  sending_blocked: boolean;
  last_body: string | null;
  last_removed: boolean | null;
  last_mine: boolean | null;
  last_created_at: Date | string | null;
  unread: number;
  reported: boolean;
  created_at: Date | string;
  last_message_at: Date | string;
}

/**
 * A conversation as its reader sees it: an admin reading a reported one (neither of its two
 * people) sees nothing unread and may not send.
 */
export function toConversation(row: ConversationViewRow): Conversation {
  const participant = row.reader_is_buyer || row.reader_is_seller;
  return {
    _id: row.id,
    listing_id: row.listing_id,
    book_title: row.book_title,
    book_img: row.book_img,
    my_role: row.reader_is_seller ? 'seller' : 'buyer',
    other: { _id: row.other_id, name: row.other_name, img: row.other_img },
    last_message:
      row.last_created_at === null
        ? null
        : {
            body: row.last_removed ? '' : (row.last_body ?? ''),
            removed: row.last_removed === true,
            mine: row.last_mine === true,
            created_at: isoOf(row.last_created_at),
          },
    unread: participant ? Number(row.unread) : 0,
    reported: row.reported,
    sending_blocked: participant ? row.sending_blocked : true,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.last_message_at),
  };
}

/** A message row with its sender's name (messageColumns of queries/conversationViews.ts). */
export type MessageRow = {
  id: string;
  seq: number;
  conversationId: string;
  senderId: string;
  senderName: string;
  body: string;
  removedAt: Date | null;
  createdAt: Date;
};

/** A message as `readerId` sees it; a removed one keeps its place with nothing in it. */
export function toMessage(row: MessageRow, readerId: string): Message {
  const removed = row.removedAt !== null;
  return {
    _id: row.id,
    seq: Number(row.seq),
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    sender_name: row.senderName,
    mine: row.senderId === readerId,
    body: removed ? '' : row.body,
    removed,
    created_at: row.createdAt.toISOString(),
  };
}
