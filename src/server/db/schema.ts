import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONDITIONS, LOCATIONS, PAYMENT_METHODS } from '../../shared/constants';
import { OFFER_EVENTS, OFFER_STATUSES } from '../../shared/offerRules';
import { bytes, createdAt, money, sqlList } from './columns';
import { LANGUAGES } from '../../shared/languages';
import { ROLES } from '../../shared/roles';
import {
  ORDER_ACTORS,
  ORDER_EVENT_REASONS,
  ORDER_STATUSES,
  PROBLEM_OUTCOMES,
  PROBLEM_REASONS,
} from '../../shared/schemas/orderLife';
import { NOTIFICATION_KINDS } from '../../shared/schemas/notification';
import { REPORT_OUTCOMES, REPORT_TARGET_KINDS } from '../../shared/schemas/report';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    img: text('img').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('buyer'),
    appVerified: boolean('app_verified').notNull().default(false),
    createdAt: createdAt(),
    /** The language the person chose (PUT /preferences); null until they choose one. */
    language: text('language', { enum: LANGUAGES }),
    /**
     * When the account's language was last chosen: at sign-in the newer of it and the device's
     * choice wins (src/client/i18n/accountLanguage.ts). Null for a choice made before it was kept.
     */
    languageChosenAt: timestamp('language_chosen_at', { withTimezone: true }),
    /**
     * The seller's rating: the sum of the stars and the count of their reviews not removed.
     * Kept exact by a row trigger on reviews (migration 0010_trust), in the transaction of each
     * review's insert, change or removal, so every card reads it with its seller's row.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The person's mobile number (PUT /profile), as 01XXXXXXXXX; null until they give one. Shown
     * to nobody else yet: findPhoneOf (db/queries/profile.ts) is the one way to read another's.
     */
    phone: text('phone'),
    /** Whether notifications also go out by e-mail (PUT /preferences); on until turned off. */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** Set while the admin has stopped this person from sending messages. */
    messagingBlockedAt: timestamp('messaging_blocked_at', { withTimezone: true }),
    /**
     * The identity provider's account this record belongs to (Firebase's uid). An address can
     * outlive its account (deleted, then signed up again by anyone): the record follows the uid,
     * and passes to another uid only once that one has verified the address
     * (db/queries/signIns.ts). Null for records from before it was kept, until their first
     * verified sign-in.
     */
    firebaseUid: text('firebase_uid').unique(),
    /** Whether the identity provider had verified `email` at the last sign-in: mail needs it. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * The version every access token of this person must carry: raised when their sessions must
     * end (sign-out everywhere, a new e-mail, admin rights, the record passing to another uid).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Their last 'Sign out everywhere': a sign-in older than it cannot get a new session. */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
  },
  (t) => [
    // E-mail is the identity the Firebase token names; one spelling per person.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql`${t.role} in (${sqlList(ROLES)})`),
    check('users_language_known', sql`${t.language} in (${sqlList(LANGUAGES)})`),
    check('users_rating_counts', sql`${t.ratingCount} >= 0 and ${t.ratingSum} >= ${t.ratingCount}`),
  ],
);

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  img: text('img').notNull(),
  description: text('description').notNull(),
  /**
   * The Bangla name and description, shown when the reader chose Bangla; `name` stays the English
   * one the spec's category_name and ?catname= use. '' until someone writes them, so rows made
   * before they existed stay valid and the client falls back to English.
   */
  nameBn: text('name_bn').notNull().default(''),
  descriptionBn: text('description_bn').notNull().default(''),
  /**
   * How many of the category's listings are available. GET /Categories reads it on every home
   * page; counting at read time grew with the catalogue (~60 ms at 100k listings). Kept exact by
   * statement triggers on listings (migration 0003_category_totals), so every write counts, from
   * any route, job, server copy or psql session, in the transaction that makes it.
   */
  availableTotal: integer('available_total').notNull().default(0),
});

/**
 * A listing is available until an order for it is paid (docs/product.md#listing-lifecycle).
 * Advertising is a flag on an available listing only, so marking a listing sold must clear `adv`
 * in the same update.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    bookTitle: text('book_title').notNull(),
    /** Optional: '' when the seller gave none (answers and search treat '' as no author). */
    author: text('author').notNull().default(''),
    bookImg: text('book_img').notNull(),
    originalPrice: money('original_price').notNull(),
    sellerPrice: money('seller_price').notNull(),
    used: text('used').notNull(),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    location: text('location', { enum: LOCATIONS }).notNull(),
    contact: text('contact').notNull(),
    description: text('description').notNull(),
    relevantInformation: text('relevant_information').notNull(),
    sold: boolean('sold').notNull().default(false),
    adv: boolean('adv').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * While a buyer's card payment is under way the listing is held for that order (a payment
     * intent was created) until `reserved_until`; other buyers' intents are refused meanwhile.
     * Taken and renewed by one conditional UPDATE, so racing buyers cannot both hold it.
     */
    reservedOrderId: uuid('reserved_order_id'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Goes up by one at every edit (PUT /listings/{id}), which names the version it edited: an
     * edit made from an older copy (another tab) is refused instead of overwriting.
     */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /**
     * Set on a new seller's first listings while LISTING_APPROVAL_FIRST_LISTINGS holds them for the
     * admin (docs/product.md#listing-approval): until approved only its seller and the admin see
     * it; no public answer, search, category total, order, wishlist or conversation does.
     */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    /** How the seller accepts payment (docs/product.md#an-orders-life): at least one of them. */
    acceptsOnline: boolean('accepts_online').notNull().default(true),
    acceptsCash: boolean('accepts_cash').notNull().default(true),
    /**
     * The open cash order this book is held for until its meet-up ends (handed over or
     * cancelled): taken by one guarded UPDATE (`where cash_order_id is null`), so of buyers
     * racing for it exactly one gets it, and nobody else can order or start paying meanwhile.
     */
    cashOrderId: uuid('cash_order_id'),
    /** 'Fixed price': the seller takes no offers on it (docs/product.md#offers). */
    fixedPrice: boolean('fixed_price').notNull().default(false),
  },
  (t) => [
    check('listings_accepts_a_payment', sql`${t.acceptsOnline} or ${t.acceptsCash}`),
    check('listings_prices_not_negative', sql`${t.originalPrice} >= 0 and ${t.sellerPrice} >= 0`),
    check('listings_condition_known', sql`${t.condition} in (${sqlList(CONDITIONS)})`),
    check('listings_location_known', sql`${t.location} in (${sqlList(LOCATIONS)})`),
    check('listings_sold_not_advertised', sql`not (${t.sold} and ${t.adv})`),
    // Category pages and category totals only ever look at available listings. The page is
    // newest first and keyset-paged on (posted_at, id), so the index holds that order: any page
    // is an index range scan, however many books are listed.
    index('listings_available_by_category_newest_idx')
      .on(t.categoryId, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.sold} = false`),
    index('listings_seller_id_idx').on(t.sellerId),
    // A seller's page lists their available books newest first, keyset-paged like a category.
    index('listings_available_by_seller_newest_idx')
      .on(t.sellerId, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.sold} = false`),
    // The carousel reads advertised, available listings newest first with the same (posted_at,
    // id) order: both keys, and nulls first as ORDER BY ... DESC sorts them, or the planner sorts.
    index('listings_advertised_newest_idx')
      .on(t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.adv} = true and ${t.sold} = false`),
    // Search (db/queries/search.ts) pages every available listing newest first or by price, the
    // id breaking ties; these hold both orders, so a page is a bounded scan of one of them. The
    // text search columns and their indexes are hand-written in migration 0007_search.
    index('listings_available_newest_idx')
      .on(t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.sold} = false`),
    index('listings_available_by_price_idx')
      .on(t.sellerPrice, t.id)
      .where(sql`${t.sold} = false`),
    // The admin's queue of listings waiting for approval, oldest first.
    index('listings_awaiting_approval_idx')
      .on(t.postedAt, t.id)
      .where(sql`${t.awaitingApproval} = true`),
  ],
);

/**
 * Orders copy title, price and seller at purchase time so the history survives the listing's
 * deletion (listing_id then becomes null and an unpaid order is cancelled). Its life
 * (docs/decisions/0053): 'unpaid' (placed) -> 'paid' (online) -> 'handed_over'; 'unpaid' with
 * payment_method 'cash' -> 'handed_over' (paid in cash); or 'cancelled', with its reason. Every
 * change is one guarded UPDATE (server/orders/orderStates.ts) with a row in order_events.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    bookTitle: text('book_title').notNull(),
    bookPrice: money('book_price').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerEmail: text('seller_email').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('unpaid'),
    /** The provider's latest payment intent for this order, reused while it can still be paid. */
    intentId: text('intent_id'),
    createdAt: createdAt(),
    /** When it was paid: online when the provider confirmed it, in cash at the handover. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The seller, by id: their e-mail may change, and only they confirm the handover. */
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('online'),
    /** A cash order's meet-up: its time, who proposed it last, and when the other one agreed. */
    meetupAt: timestamp('meetup_at', { withTimezone: true }),
    meetupProposedBy: text('meetup_proposed_by', { enum: ['buyer', 'seller'] }),
    meetupAgreedAt: timestamp('meetup_agreed_at', { withTimezone: true }),
    /**
     * The handover code's HMAC (server/orders/handoverCode.ts): the code itself is shown to the
     * buyer once and never stored. Wrong tries count up; the fifth locks confirming for a while.
     */
    handoverCodeHash: text('handover_code_hash'),
    handoverFailedAttempts: integer('handover_failed_attempts').notNull().default(0),
    handoverLockedUntil: timestamp('handover_locked_until', { withTimezone: true }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** Why a cancelled order was cancelled (the order_events row says who and when). */
    cancelReason: text('cancel_reason', { enum: ORDER_EVENT_REASONS }),
  },
  (t) => [
    check('orders_status_known', sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check(
      'orders_paid_at_when_paid',
      sql`(${t.status} in ('paid', 'handed_over')) = (${t.paidAt} is not null)`,
    ),
    check('orders_paid_online_only', sql`${t.status} <> 'paid' or ${t.paymentMethod} = 'online'`),
    check(
      'orders_handed_over_at',
      sql`(${t.status} = 'handed_over') = (${t.handedOverAt} is not null)`,
    ),
    check('orders_cash_has_meetup', sql`${t.paymentMethod} <> 'cash' or ${t.meetupAt} is not null`),
    check('orders_price_not_negative', sql`${t.bookPrice} >= 0`),
    index('orders_buyer_id_idx').on(t.buyerId),
    index('orders_listing_id_idx').on(t.listingId),
    index('orders_seller_id_idx').on(t.sellerId),
    // However many buyers race, at most one order per listing ends up paid or handed over.
    uniqueIndex('orders_one_paid_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} in ('paid', 'handed_over')`),
    // One open cash order per book: the buyer it is held for (backs listings.cash_order_id).
    uniqueIndex('orders_one_cash_hold_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} = 'unpaid' and ${t.paymentMethod} = 'cash'`),
    // One open order per buyer and book: ordering twice while unpaid is refused, even in a race.
    uniqueIndex('orders_one_unpaid_per_buyer_and_listing')
      .on(t.buyerId, t.listingId)
      .where(sql`${t.status} = 'unpaid'`),
    // The expiry sweep looks only at unpaid orders, oldest first.
    index('orders_unpaid_by_age_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'unpaid'`),
  ],
);

/**
 * An order's history: every change of its state (and of its meet-up), who made it, when and
 * why, written in the transaction of the guarded UPDATE that made it. `actor` says in which
 * role (the system: expiry, a sale to another buyer, a deletion); `actor_id` who, when a person.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ORDER_EVENT_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_reason_known', sql`${t.reason} in (${sqlList(ORDER_EVENT_REASONS)})`),
    check('order_events_actor_known', sql`${t.actor} in (${sqlList(ORDER_ACTORS)})`),
    index('order_events_by_order_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * What the product owes each seller for online orders: credited at the handover (the buyer's
 * money was held until then), debited by the payouts the admin records and by refunds of
 * problem reports. A seller's balance is the sum of their rows; one credit per order.
 */
export const sellerLedger = pgTable(
  'seller_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['handover', 'payout', 'refund'] }).notNull(),
    /** Positive for a credit, negative for a debit. */
    amount: money('amount').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('seller_ledger_kind_known', sql`${t.kind} in ('handover', 'payout', 'refund')`),
    check(
      'seller_ledger_sign',
      sql`(${t.kind} = 'handover' and ${t.amount} > 0) or (${t.kind} <> 'handover' and ${t.amount} < 0)`,
    ),
    uniqueIndex('seller_ledger_one_entry_per_order_and_kind')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    index('seller_ledger_by_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/**
 * A buyer's problem with an online order after its handover (within PROBLEM_REPORT_HOURS): open
 * until the admin refunds it or closes it, with a note both people see. One per order.
 */
export const orderProblems = pgTable(
  'order_problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: PROBLEM_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: PROBLEM_OUTCOMES }),
    note: text('note'),
  },
  (t) => [
    check('order_problems_reason_known', sql`${t.reason} in (${sqlList(PROBLEM_REASONS)})`),
    check('order_problems_outcome_known', sql`${t.outcome} in (${sqlList(PROBLEM_OUTCOMES)})`),
    check(
      'order_problems_resolved_with_outcome',
      sql`(${t.resolvedAt} is null) = (${t.outcome} is null)
        and (${t.resolvedAt} is null) = (${t.note} is null)`,
    ),
    index('order_problems_open_oldest_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * A buyer's review of the seller of one paid order (one per order). The order's seller is copied
 * as an id at writing time, so the review stays with the seller when the listing is deleted. A
 * removed review stays for its reviewer (with the admin's reason) but leaves the rating.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_removed_with_reason',
      sql`(${t.removedAt} is null) = (${t.removedReason} is null)`,
    ),
    // The seller's page lists the reviews not removed, newest first, keyset-paged on (created_at, id).
    index('reviews_shown_by_seller_newest_idx')
      .on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.removedAt} is null`),
    index('reviews_buyer_id_idx').on(t.buyerId),
  ],
);

export const wishlist = pgTable(
  'wishlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // Deleting a listing cascades here; without it that delete scans the whole wishlist.
    index('wishlist_listing_id_idx').on(t.listingId),
  ],
);

/** One payment per order, and a provider transaction is recorded once (idempotent retries). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    transactionId: text('transaction_id').notNull().unique(),
    amount: money('amount').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('payments_amount_not_negative', sql`${t.amount} >= 0`)],
);

const TEST_MODE_INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled'] as const;

/**
 * The built-in test-mode provider's own store (used when no Stripe keys are set): what Stripe
 * keeps for a PaymentIntent, reduced to what the product reads. Not the product's record of a
 * payment; that is `payments`, written only after the provider says the intent succeeded.
 */
export const testModeIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: TEST_MODE_INTENT_STATUSES })
      .notNull()
      .default('requires_payment_method'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** Stripe's metadata as we set it: the order and buyer the intent was created for. */
    orderId: uuid('order_id').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'test_payment_intents_status_known',
      sql`${t.status} in (${sqlList(TEST_MODE_INTENT_STATUSES)})`,
    ),
    check(
      'test_payment_intents_amounts',
      sql`${t.amount} >= 0 and ${t.amountRefunded} between 0 and ${t.amount}`,
    ),
  ],
);

export const GATEWAY_SESSION_STATUSES = [
  'open',
  'paid',
  'held',
  'accepted',
  'refunded',
  'mismatched',
] as const;

/**
 * Our record of each SSLCommerz session (payments/sslcommerz/): the gateway keeps no metadata we
 * could read back, so the order, buyer and amount it was opened for live here, keyed by our own
 * transaction id (`ssl_...`, the order's intent id). `open` until a validated transaction is
 * judged: `paid` (risk 0), `held` for the admin (risk 1), `accepted` by the admin, `refunded`
 * (a held one given back), `mismatched` (another amount or currency: refunded, never recorded).
 * Each validation id is recorded once (unique), so a repeated notification changes nothing.
 */
export const gatewaySessions = pgTable(
  'gateway_sessions',
  {
    tranId: text('tran_id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: GATEWAY_SESSION_STATUSES }).notNull().default('open'),
    /** Set when the server no longer wants it paid (the gateway cannot cancel a session). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    valId: text('val_id').unique(),
    bankTranId: text('bank_tran_id'),
    /** The amount the gateway says was paid (its own text), which a refund gives back. */
    paidAmount: text('paid_amount'),
    method: text('method'),
    riskLevel: integer('risk_level'),
    riskTitle: text('risk_title'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    refundRefId: text('refund_ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gateway_sessions_order_idx').on(t.orderId),
    check(
      'gateway_sessions_status_known',
      sql`${t.status} in (${sqlList(GATEWAY_SESSION_STATUSES)})`,
    ),
  ],
);

/**
 * Payment intents the server tried to withdraw (another buyer got the book, a page was replaced)
 * while the provider could not be reached. Such an intent may still be charged, and its buyer's
 * page may close before reporting it; the order expiry withdraws these again until the provider
 * answers, so a charge on one is refunded or recorded even without a webhook.
 */
export const pendingWithdrawals = pgTable('pending_withdrawals', {
  intentId: text('intent_id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Refunds of recorded payments the provider refused or did not answer (an order cancelled after
 * no handover, a problem the admin refunded). The order's change stands; the order expiry asks
 * the provider again until the money is back, then forgets the row (payments/retryRefunds.ts).
 */
export const pendingRefunds = pgTable('pending_refunds', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'restrict' }),
  transactionId: text('transaction_id').notNull(),
  createdAt: createdAt(),
});

/**
 * A buyer's conversation with a seller about one book: one per book and buyer. The
 * book's title and cover are copied at the start so the conversation outlives the listing.
 * `last_message_at` orders the inbox; each person's read mark is the `seq` of the last message
 * they have seen. Sending a message updates this row first, so its row lock orders the messages
 * of one conversation: their `seq` follows commit order and a read mark never skips one.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    bookTitle: text('book_title').notNull(),
    bookImg: text('book_img').notNull().default(''),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    buyerReadSeq: bigint('buyer_read_seq', { mode: 'number' }).notNull().default(0),
    sellerReadSeq: bigint('seller_read_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('conversations_one_per_listing_and_buyer').on(t.listingId, t.buyerId),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    index('conversations_buyer_newest_idx').on(
      t.buyerId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_seller_newest_idx').on(
      t.sellerId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * One message. `seq` (an identity) orders messages and is the paging cursor and read mark. A
 * message the admin removed keeps its row (and place) with `removed_at` set and its body emptied.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * An offer's step shown in the conversation (its body is ''): which offer, what happened and
     * at what price then. Copied, not joined, so the conversation keeps what was said at the time.
     */
    offerId: uuid('offer_id'),
    offerEvent: text('offer_event', { enum: OFFER_EVENTS }),
    offerAmount: money('offer_amount'),
  },
  (t) => [
    uniqueIndex('messages_seq_unique').on(t.seq),
    check(
      'messages_offer_step_whole',
      sql`(${t.offerId} is null) = (${t.offerEvent} is null)
        and (${t.offerId} is null) = (${t.offerAmount} is null)`,
    ),
    check('messages_offer_event_known', sql`${t.offerEvent} in (${sqlList(OFFER_EVENTS)})`),
    index('messages_by_conversation_idx').on(t.conversationId, t.seq.desc().nullsFirst()),
    check('messages_body_length', sql`char_length(${t.body}) <= 2000`),
  ],
);

/**
 * A buyer's offer on a book (docs/product.md#offers). `amount` is the price on the table: the
 * buyer's, or the seller's counter. While 'open' it waits for `awaiting` until `expires_at`; once
 * 'accepted', `expires_at` is the end of the time its buyer may order at `amount`. Every step is
 * one guarded UPDATE (db/queries/offerSteps.ts) with a message in the conversation. An open or
 * accepted offer past `expires_at` reads as 'expired' before the sweep (jobs/offerExpiry.ts)
 * marks it so.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    awaiting: text('awaiting', { enum: ['buyer', 'seller'] }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('offers_status_known', sql`${t.status} in (${sqlList(OFFER_STATUSES)})`),
    check('offers_awaiting_while_open', sql`(${t.status} = 'open') = (${t.awaiting} is not null)`),
    check('offers_amount_positive', sql`${t.amount} > 0`),
    check('offers_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    // One open offer per buyer and book, however many requests race to make one.
    uniqueIndex('offers_one_open_per_buyer_and_listing')
      .on(t.listingId, t.buyerId)
      .where(sql`${t.status} = 'open'`),
    index('offers_by_listing_newest_idx').on(t.listingId, t.createdAt.desc().nullsFirst()),
    index('offers_buyer_id_idx').on(t.buyerId),
    index('offers_seller_id_idx').on(t.sellerId),
    index('offers_conversation_id_idx').on(t.conversationId),
    // The expiry sweep looks only at offers still running.
    index('offers_running_by_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('open', 'accepted')`),
  ],
);

/**
 * What someone reported to the admin (docs/product.md#reports, decision 0051): a listing, a review
 * or a conversation, each by its own foreign key so that the database keeps them right; set to
 * null when the thing is deleted, while `target_title` keeps what it was called. Open until the
 * admin resolves it with an outcome and a note; one open report per person and thing.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    targetTitle: text('target_title').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's seller, the review's writer, the conversation's other person. */
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
    note: text('note'),
  },
  (t) => [
    check('reports_target_kind_known', sql`${t.targetKind} in (${sqlList(REPORT_TARGET_KINDS)})`),
    check('reports_outcome_known', sql`${t.outcome} in (${sqlList(REPORT_OUTCOMES)})`),
    check(
      'reports_target_of_its_kind',
      sql`(${t.listingId} is null or ${t.targetKind} = 'listing')
        and (${t.reviewId} is null or ${t.targetKind} = 'review')
        and (${t.conversationId} is null or ${t.targetKind} = 'conversation')`,
    ),
    check(
      'reports_resolved_with_outcome',
      sql`(${t.resolvedAt} is null) = (${t.outcome} is null)
        and (${t.resolvedAt} is null) = (${t.note} is null)`,
    ),
    check('reports_reason_length', sql`char_length(${t.reason}) <= 500`),
    // A second report by the same person about the same thing, while the first is open, adds nothing.
    uniqueIndex('reports_one_open_per_reporter_and_target')
      .on(
        t.reporterId,
        t.targetKind,
        sql`coalesce(${t.listingId}, ${t.reviewId}, ${t.conversationId})`,
      )
      .where(sql`${t.resolvedAt} is null`),
    // The admin's queue: open reports, oldest first.
    index('reports_open_oldest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
    index('reports_resolved_newest_idx')
      .on(t.resolvedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.resolvedAt} is not null`),
    // Each target's reports (and the set null when it is deleted), and each person's.
    index('reports_listing_id_idx')
      .on(t.listingId)
      .where(sql`${t.listingId} is not null`),
    index('reports_review_id_idx')
      .on(t.reviewId)
      .where(sql`${t.reviewId} is not null`),
    index('reports_conversation_id_idx')
      .on(t.conversationId)
      .where(sql`${t.conversationId} is not null`),
    index('reports_reporter_id_idx').on(t.reporterId),
    index('reports_reported_user_id_idx').on(t.reportedUserId),
  ],
);

/** Where a notification's e-mail stands in the outbox (docs/decisions/0033-mail-outbox.md). */
export const EMAIL_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;

/**
 * What a person is told, written in the transaction of the change that caused it, so
 * a change and its notification are committed together or not at all. The row is also the
 * e-mail outbox: the mailer sends `pending` rows (with retries) and marks them `sent`, `skipped`
 * (e-mail turned off) or `failed` (gave up); without SMTP_URL they stay `pending`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailNextAttemptAt: timestamp('email_next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    emailError: text('email_error'),
  },
  (t) => [
    check('notifications_kind_known', sql`${t.kind} in (${sqlList(NOTIFICATION_KINDS)})`),
    check(
      'notifications_email_status_known',
      sql`${t.emailStatus} in (${sqlList(EMAIL_STATUSES)})`,
    ),
    index('notifications_by_user_newest_idx').on(t.userId, t.seq.desc().nullsFirst()),
    index('notifications_unread_by_user_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_due_idx')
      .on(t.emailNextAttemptAt)
      .where(sql`${t.emailStatus} = 'pending'`),
  ],
);

/**
 * The live stream's log (GET /events): each person's events numbered 1, 2, 3... Rows are written
 * only by the triggers of migration 0011 (on messages, conversations' read marks and
 * notifications), which take the number from user_event_counters: that row's lock holds until
 * commit, so a person's events commit in number order and a reader after number n misses none.
 */
export const userEventCounters = pgTable('user_event_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

export const userEvents = pgTable(
  'user_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    conversationId: uuid('conversation_id'),
    messageId: uuid('message_id'),
    notificationId: uuid('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seq] }),
    index('user_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Uploaded photos when the server runs on PostgreSQL, so every copy serves every photo
 * (images/photoStore.ts, docs/decisions/0040-shared-photos-and-single-jobs.md): one row per
 * stored file, named as on disk (`<uuid>-<width>.webp`, or an older `<uuid>.<ext>`), never
 * rewritten. `created_at` is the age the upload sweep goes by (a file copied in from the uploads
 * folder keeps its modification time). PGlite keeps the files in DATA_DIR/uploads instead.
 */
export const photoFiles = pgTable(
  'photo_files',
  {
    name: text('name').primaryKey(),
    data: bytes('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photo_files_created_idx').on(t.createdAt)],
);

/**
 * The rate limits' counters when several copies share PostgreSQL (decision 0039): one row per
 * route and key (a person or an address), counted by one upsert per hit that starts a new window
 * once `resets_at` has passed, on the database's clock so every copy agrees. Rows past their window
 * are deleted by a periodic sweep. Migration 0014 makes the table unlogged (drizzle cannot say so).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);
