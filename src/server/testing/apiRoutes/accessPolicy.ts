import { SERVER_ERRORS } from '../../../shared/messages';
import type { Access } from '../../plugins/auth';
import type { SignedInCaller } from './callers';

/** A refusal the matrix expects: its status and exactly its message. */
export type Refusal = readonly [status: number, message: string];

/**
 * Who may call a route, as intended. `access` must equal the route table's (a test compares
 * them), so relaxing a route's rule fails the matrix instead of silently moving the expectations.
 */
export interface RoutePolicy {
  access: Access;
  /** The status of an allowed call of the route's sample. */
  allowed: 200 | 201 | 303;
  /** Whose resource the sample names; every other signed-in caller gets `othersGet`. */
  ownedBy?: SignedInCaller;
  /** The admin may act on anyone's resource too (moderation, role look-ups). */
  adminsToo?: boolean;
  othersGet?: Refusal;
  /** Routes whose credential is not our session (a Firebase ID token): no matrix caller has it. */
  everyoneGets?: Refusal;
}

const sellers = { roles: ['seller'] } as const;
const sellersAndAdmins = { roles: ['seller', 'admin'] } as const;
const admins = { roles: ['admin'] } as const;

const notYourAccount: Refusal = [403, SERVER_ERRORS.notYourAccount];
const notYourListing: Refusal = [403, SERVER_ERRORS.notYourListing];
const conversationNotFound: Refusal = [404, SERVER_ERRORS.conversationNotFound];
const offerNotFound: Refusal = [404, SERVER_ERRORS.offerNotFound];
const open = { access: 'public', allowed: 200 } as const;
const orderNotFound: Refusal = [404, SERVER_ERRORS.orderNotFound];
const sellersOrder: RoutePolicy = {
  access: 'signedIn',
  allowed: 200,
  ownedBy: 'seller',
  othersGet: orderNotFound,
};
const idTokenNeeded = { ...open, everyoneGets: [401, SERVER_ERRORS.idTokenInvalid] } as const;
const buyersOwn = (allowed: 200 | 201, othersGet: Refusal = notYourAccount): RoutePolicy => ({
  access: 'signedIn',
  allowed,
  ownedBy: 'buyer',
  othersGet,
});

/**
 * The intended rule of every API route (HEAD twins follow their GET). Samples name the buyer's
 * or the seller's own resource; someone else's order or intent reads as missing (404), so ids
 * cannot be probed, while naming another account is refused outright (403).
 */
export const ACCESS_POLICY: Record<string, RoutePolicy> = {
  'GET /api/health': open,
  'GET /api/ready': open,
  'GET /api/Categories': open,
  'GET /api/categoryid': open,
  'GET /api/listings/:id': open,
  'GET /api/adv': open,
  'GET /api/sellerDetail': open,
  'GET /api/issold/:id': open,
  'GET /api/payment-config': open,
  'GET /api/search': open,
  'GET /api/seller/:id': open,
  'GET /api/seller/:id/books': open,
  'GET /api/seller/:id/reviews': open,
  'POST /api/jwt': idTokenNeeded,
  'GET /api/jwt': idTokenNeeded,

  'POST /api/g-users': buyersOwn(200),
  'GET /api/iswhat/:email': { ...buyersOwn(200), adminsToo: true },
  'GET /api/isseller/:email': { ...buyersOwn(200), adminsToo: true },
  'GET /api/isadmin/:email': { ...buyersOwn(200), adminsToo: true },
  'POST /api/upload': { access: 'signedIn', allowed: 200 },
  // Always the caller's own account (the token's), so no one else's can be named.
  'GET /api/preferences': { access: 'signedIn', allowed: 200 },
  'PUT /api/preferences': { access: 'signedIn', allowed: 200 },
  // The caller's own name and number: the token names the record, so no one else's can be named.
  'GET /api/profile': { access: 'signedIn', allowed: 200 },
  'PUT /api/profile': { access: 'signedIn', allowed: 200 },
  'POST /api/sessions/revoke-all': { access: 'signedIn', allowed: 200 },
  'GET /api/CategoryBooks/:id': { access: 'signedIn', allowed: 200 },
  // The caller's own notifications and counts; another's notification id reads as unknown.
  'GET /api/notifications': { access: 'signedIn', allowed: 200 },
  'POST /api/notifications/:id/read': buyersOwn(200, [404, SERVER_ERRORS.notificationNotFound]),
  'POST /api/notifications/read-all': { access: 'signedIn', allowed: 200 },
  'GET /api/unread-counts': { access: 'signedIn', allowed: 200 },
  // A stream of the caller's own events (streamingRoutes.ts: only its refusals are injected).
  'GET /api/events': { access: 'signedIn', allowed: 200 },
  // Conversations: the sample's is the buyer's with a fresh seller, so every other caller is a
  // third person, to whom it does not exist (404, never 403); the admin reads only reported ones.
  'GET /api/conversations': { access: 'signedIn', allowed: 200 },
  'POST /api/conversations': { access: 'signedIn', allowed: 201 },
  'GET /api/conversations/about/:listingId': buyersOwn(200, conversationNotFound),
  'GET /api/conversations/:id': buyersOwn(200, conversationNotFound),
  'GET /api/conversations/:id/messages': buyersOwn(200, conversationNotFound),
  'POST /api/conversations/:id/messages': buyersOwn(201, conversationNotFound),
  'POST /api/conversations/:id/read': buyersOwn(200, conversationNotFound),
  'POST /api/conversations/:id/report': buyersOwn(200, conversationNotFound),
  // Offers: anyone signed in offers on a fresh seller's book; a step is its awaited side's (the
  // buyer's answer to a counter, the seller's counter to a fresh buyer's offer), and to anyone
  // else the offer does not exist (404). Anyone reads their own offers on a book (none: []).
  'POST /api/offers': { access: 'signedIn', allowed: 201 },
  'GET /api/offers/about/:listingId': { access: 'signedIn', allowed: 200 },
  'POST /api/offers/:id/accept': buyersOwn(200, offerNotFound),
  'POST /api/offers/:id/decline': buyersOwn(200, offerNotFound),
  'POST /api/offers/:id/counter': {
    access: 'signedIn',
    allowed: 200,
    ownedBy: 'seller',
    othersGet: offerNotFound,
  },
  // Anyone signed in reports a listing anyone sees or any shown review (a fresh seller's and a
  // fresh buyer's, so no caller reports their own).
  'POST /api/listings/:id/report': { access: 'signedIn', allowed: 201 },
  'POST /api/reviews/:id/report': { access: 'signedIn', allowed: 201 },

  'POST /api/adv/:id': {
    access: sellers,
    allowed: 200,
    ownedBy: 'seller',
    othersGet: notYourListing,
  },
  'POST /api/offadv/:id': {
    access: sellers,
    allowed: 200,
    ownedBy: 'seller',
    othersGet: notYourListing,
  },
  'POST /api/addbook': { access: sellers, allowed: 201 },
  'GET /api/addbook': {
    access: sellers,
    allowed: 200,
    ownedBy: 'seller',
    othersGet: notYourListing,
  },
  'GET /api/books': {
    access: sellersAndAdmins,
    allowed: 200,
    ownedBy: 'seller',
    adminsToo: true,
    othersGet: notYourAccount,
  },
  // Only the listing's own seller edits it; an admin moderates by deleting, not rewriting.
  'PUT /api/listings/:id': {
    access: sellers,
    allowed: 200,
    ownedBy: 'seller',
    adminsToo: false,
    othersGet: notYourListing,
  },
  'DELETE /api/deletebook/:id': {
    access: sellersAndAdmins,
    allowed: 200,
    ownedBy: 'seller',
    adminsToo: true,
    othersGet: notYourListing,
  },

  'GET /api/buyers': { access: admins, allowed: 200 },
  'GET /api/sellers': { access: admins, allowed: 200 },
  'PUT /api/sellerverify': { access: admins, allowed: 200 },
  'GET /api/admin/sellers/:id/summary': { access: admins, allowed: 200 },
  'GET /api/admin/reports': { access: admins, allowed: 200 },
  'PUT /api/admin/reports/:id/resolution': { access: admins, allowed: 200 },
  'GET /api/admin/listings/awaiting-approval': { access: admins, allowed: 200 },
  'PUT /api/admin/listings/:id/approval': { access: admins, allowed: 200 },
  'PUT /api/messages/:id/removal': { access: admins, allowed: 200 },
  'PUT /api/users/:id/messaging-block': { access: admins, allowed: 200 },

  'POST /api/orders': buyersOwn(201),
  'GET /api/orders': buyersOwn(200),
  'GET /api/order/:id': buyersOwn(200, [404, SERVER_ERRORS.orderNotFound]),
  // Each caller's own open order of the book, or null: nobody reads another's.
  'GET /api/orders/about/:listingId': { access: 'signedIn', allowed: 200 },
  // An order's life: its two people only; anyone else reads it as missing. The buyer's samples
  // are of a fresh seller's book and the seller's of a fresh buyer's order, so the one person
  // of the order among the callers is its owner (the other side's refusal: orderLife tests).
  'PUT /api/orders/:id/meetup': buyersOwn(200, orderNotFound),
  'POST /api/orders/:id/meetup/agree': sellersOrder,
  'POST /api/orders/:id/cancel': buyersOwn(200, orderNotFound),
  'POST /api/orders/:id/no-show': sellersOrder,
  'GET /api/orders/:id': buyersOwn(200, orderNotFound),
  'GET /api/orders/:id/history': buyersOwn(200, orderNotFound),
  'POST /api/orders/:id/handover-code': buyersOwn(200, orderNotFound),
  'POST /api/orders/:id/handover': sellersOrder,
  'POST /api/orders/:id/problem': buyersOwn(201, orderNotFound),
  'GET /api/orders/:id/problem': buyersOwn(200, orderNotFound),
  'GET /api/admin/order-problems': { access: admins, allowed: 200 },
  'POST /api/admin/order-problems/:id/resolution': { access: admins, allowed: 200 },
  // The caller's own balance (nothing for someone who sold nothing); the admin's view of all.
  'GET /api/balance': { access: 'signedIn', allowed: 200 },
  'GET /api/admin/balances': { access: admins, allowed: 200 },
  'POST /api/admin/payouts': { access: admins, allowed: 201 },
  // The caller's own books' orders: empty for someone who sells none.
  'GET /api/seller-orders': { access: 'signedIn', allowed: 200 },
  'POST /api/wishlist/:bookId': buyersOwn(200),
  'GET /api/wishlist': buyersOwn(200),
  'DELETE /api/wishlist/:bookId': buyersOwn(200, [404, SERVER_ERRORS.notInWishlist]),
  'POST /api/create-payment-intent': buyersOwn(200, [404, SERVER_ERRORS.orderNotFound]),
  'POST /api/test-payments/confirm': buyersOwn(200, [404, SERVER_ERRORS.intentNotFound]),
  'POST /api/payments': buyersOwn(201),
  // The sample's order and review are the buyer's; the seller they rate cannot rate it either.
  'POST /api/reviews': buyersOwn(201, [403, SERVER_ERRORS.notYourOrder]),
  'PUT /api/reviews/:id': buyersOwn(200, [403, SERVER_ERRORS.notYourReview]),
  'POST /api/reviews/:id/removal': { access: admins, allowed: 200 },
  // Stripe mode only. Stripe sends no session: whoever holds the sample's signature is let in.
  'POST /api/stripe/webhook': { access: 'signature', allowed: 200 },
  // SSLCommerz only. Its return and IPN carry no session: the store's signature is the credential
  // (an unsigned return changes nothing); the return sends the browser on to the order (303).
  'POST /api/sslcommerz/sessions': buyersOwn(200, orderNotFound),
  'POST /api/sslcommerz/return': { access: 'signature', allowed: 303 },
  'POST /api/sslcommerz/ipn': { access: 'signature', allowed: 200 },
  'GET /api/admin/held-payments': { access: admins, allowed: 200 },
  'POST /api/admin/held-payments/:id/accept': { access: admins, allowed: 200 },
  'POST /api/admin/held-payments/:id/refund': { access: admins, allowed: 200 },
};
