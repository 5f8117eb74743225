/** Business constants and limits (docs/product.md#constants), for server, client and tests. */

export const PRODUCT_NAME = 'Used Book Resale';
/** Page titles are the page name followed by this suffix (docs/product.md#screens). */
export const TITLE_SUFFIX = ` | ${PRODUCT_NAME}`;

export const CATEGORY_NAMES = ['Art and Collectibles', 'Fiction', 'Non Fiction'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const LOCATIONS = [
  'Dhaka',
  'Chattogram',
  'Sylhet',
  'Rajshahi',
  'Rangpur',
  'Mymensingh',
  'Barishal',
  'Khulna',
] as const;
export type Location = (typeof LOCATIONS)[number];

/**
 * Listings per page of a category, so that a category page stays fast however many books are
 * listed. The client asks for the next page with `before`: see
 * docs/decisions/0014-keyset-paging-for-category-pages.md.
 */
export const CATEGORY_PAGE_SIZE = 24;
export const CATEGORY_PAGE_SIZE_MAX = 100;

/**
 * Search (GET /search, docs/product.md#get-search). A page of results holds SEARCH_PAGE_SIZE books
 * (at most SEARCH_PAGE_SIZE_MAX); the total is counted exactly up to SEARCH_TOTAL_BOUND and
 * answered as "more than" beyond it, so a common word costs what a rare one does.
 */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE_MAX = 48;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_TOTAL_BOUND = 1000;
/** Orders of the search results; `relevance` is the default when there are words. */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** A price filter as typed: digits with up to two decimals ('250', '99.5'), never negative. */
export const SEARCH_PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
/** A cursor is opaque and short; anything longer was not made by the server. */
export const SEARCH_CURSOR_MAX_LENGTH = 200;

/**
 * Trust (ours): buyers rate the seller of a paid order with 1 to 5 stars and an optional comment,
 * which they may change for REVIEW_EDIT_DAYS; the admin removes a review with a reason the
 * reviewer sees (docs/product.md#reviews).
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_REMOVAL_REASON_MAX_LENGTH = 500;
/** A seller's page (GET /seller/{id}/books and /reviews): one page of each at a time. */
export const SELLER_BOOKS_PAGE_SIZE = 12;
export const SELLER_REVIEWS_PAGE_SIZE = 10;
export const SELLER_PAGE_SIZE_MAX = 48;
/** An uploaded photo no listing or user has used for this long is removed from the store. */
export const ABANDONED_UPLOAD_HOURS = 24;

/**
 * Conversations and notifications: a buyer asks the seller about one book; everyone
 * is told what happened. A message is plain text of at most MESSAGE_MAX_LENGTH characters;
 * pages are keyset-paged with `before` (see schemas/conversation.ts and schemas/notification.ts).
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const CONVERSATION_PAGE_SIZE_MAX = 100;

/** The optional author of a listing. */
export const AUTHOR_MAX_LENGTH = 100;

export const CATEGORY_DESCRIPTION_PREVIEW = 100;
export const LISTING_DESCRIPTION_PREVIEW = 97;
export const ELLIPSIS = '...';

export const NAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 5;

export const CURRENCY_LABEL_CARD = 'TK';

export const ADVERTISEMENT_SLIDES_PER_VIEW = 4;
export const ADVERTISEMENT_SPACE_BETWEEN = 1;

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_MAX_KEPT = 20;
/** Ours: a toast offering an action ('Pay now') stays long enough to reach its button. */
export const TOAST_ACTION_MS = 10_000;

/** RTK Query cache lifetime and retry policy (docs/product.md#constants). */
export const DATA_CACHE_SECONDS = 5 * 60;
export const DATA_RETRY_COUNT = 3;
export const DATA_RETRY_MAX_BACKOFF_MS = 30_000;

/** The client replaces its access token this long before it expires, so no call runs out. */
export const ACCESS_TOKEN_RENEW_BEFORE_EXPIRY_MS = 30_000;

/**
 * The currencies card payments may be charged in (the server's PAYMENT_CURRENCY). Both count in
 * hundredths to Stripe (poisha, cents), so an amount is always the price times 100.
 */
export const PAYMENT_CURRENCIES = ['bdt', 'usd'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Prices are Taka, so card payments are charged in Taka unless PAYMENT_CURRENCY says otherwise. */
export const PAYMENT_CURRENCY: PaymentCurrency = 'bdt';

/**
 * The least card payment, by the currency it is charged in. Stripe's minimum charge is US$0.50;
 * it sets Taka no minimum of its own, but a BDT charge must convert to at least the minimum of
 * the account's settlement currency (US$0.50, about ৳61 at ৳122 to the dollar), so ৳70 leaves
 * room for the rate to move.
 */
export const CARD_MINIMUM: Record<PaymentCurrency, number> = { bdt: 70, usd: 0.5 };

/**
 * The least price (TK) a book can be listed at: what a card payment in Taka can be, so that
 * nothing is listed that could be ordered online but never paid. Prices are Taka in either
 * payment currency (with `usd` a TK 70 book is charged $70, above Stripe's minimum too).
 */
export const MINIMUM_PRICE = CARD_MINIMUM.bdt;

/** The card-payment provider's success status (docs/product.md#payments). */
export const PAYMENT_SUCCEEDED = 'succeeded';

/** The one Stripe webhook event the server acts on: a card payment went through. */
export const STRIPE_PAYMENT_SUCCEEDED_EVENT = 'payment_intent.succeeded';

/**
 * Stripe's test cards, which the built-in test-mode provider honours the same way (and which the
 * test-mode card form suggests). Any other number is refused as a live card in test mode.
 */
export const TEST_MODE_CARDS = {
  succeeds: '4242424242424242',
  succeedsDebit: '4000056655665556',
  succeedsMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

/** Upload limits of the product's own image store. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_FIELD = 'image';

/** Image types the image store accepts, recognised by their first bytes, not their names. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Local-storage key of the product server's access token (docs/product.md#access-token). */
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

/**
 * Reports (docs/product.md#reports): anyone signed in reports a listing, a review or a
 * conversation, saying why; the admin closes each with an outcome and a note. The queue shows at
 * most REPORTS_PAGE_SIZE at a time, oldest first.
 */
export const REPORT_REASON_MAX_LENGTH = 500;
export const REPORT_NOTE_MAX_LENGTH = 500;
export const REPORTS_PAGE_SIZE = 100;

/**
 * How a buyer pays (docs/product.md#an-orders-life): online (by card, the money held until the
 * handover) or in cash at the meet-up. A listing accepts one or both; both unless its seller says.
 */
export const PAYMENT_METHODS = ['online', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A cash order's meet-up: proposed by the buyer, by default this many days after ordering. */
export const MEETUP_DEFAULT_DAYS = 3;
/** The latest a meet-up may be proposed, counted from the proposal. */
export const MEETUP_MAX_DAYS = 14;

/** The handover code the buyer shows and the seller types: digits, tries and the lock after them. */
export const HANDOVER_CODE_DIGITS = 6;
export const HANDOVER_CODE_MAX_ATTEMPTS = 5;
export const HANDOVER_CODE_LOCK_MINUTES = 15;

/** How long after an online order's handover its buyer may report a problem with it. */
export const PROBLEM_REPORT_HOURS = 48;
