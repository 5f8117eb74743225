import { addNotification } from '../../testing/handlers/notificationsHandlers';
import { knownUsers } from '../../testing/handlers/identityHandlers';
import { nextTestId } from '../../testing/handlers/errorResponse';

/** Who the Notifications page tests are told things: the demo seller (any kind may reach them). */
export const PERSON = 'seller@demo.test';
export const CONVERSATION_ID = nextTestId();

/** One notification of each kind for PERSON, oldest first; the review and the message unread. */
export function tellEveryKind() {
  const sellerId = knownUsers.get(PERSON)!._id;
  const order = { order_id: nextTestId(), listing_id: nextTestId(), book_title: 'Lalsalu' };
  return {
    verified: addNotification(PERSON, 'seller_verified', {}, { read: true }),
    ordered: addNotification(PERSON, 'book_ordered', { ...order, buyer_name: 'Karim Ahmed' }),
    paid: addNotification(PERSON, 'order_paid', {
      ...order,
      buyer_name: 'Karim Ahmed',
      meeting_place: 'Dhanmondi Lake gate',
    }),
    expired: addNotification(PERSON, 'order_cancelled', { ...order, reason: 'expired' }),
    sold: addNotification(PERSON, 'order_cancelled', {
      ...order,
      book_title: 'Padma Nadir Majhi',
      reason: 'sold_to_another_buyer',
    }),
    deleted: addNotification(PERSON, 'order_cancelled', {
      ...order,
      book_title: 'Debdas',
      reason: 'listing_deleted',
    }),
    message: addNotification(PERSON, 'new_message', {
      conversation_id: CONVERSATION_ID,
      book_title: 'Lalsalu',
      sender_name: 'Karim Ahmed',
    }),
    review: addNotification(PERSON, 'new_review', {
      review_id: nextTestId(),
      seller_id: sellerId,
      rating: 4,
      book_title: 'Lalsalu',
    }),
  };
}

export const LISTING_ID = nextTestId();

/**
 * Reports and approval, oldest first, all unread: what the admin, a reporter and the person
 * reported are told (any of them may be PERSON in a test of the page).
 */
export function tellModerationKinds() {
  const sellerId = knownUsers.get(PERSON)!._id;
  const outcome = { target_kind: 'review', title: 'Lalsalu' } as const;
  return {
    received: addNotification(PERSON, 'report_received', {
      report_id: nextTestId(),
      target_kind: 'listing',
    }),
    kept: addNotification(PERSON, 'report_resolved', {
      ...outcome,
      outcome: 'no_action',
      listing_id: null,
      seller_id: sellerId,
      conversation_id: null,
    }),
    acted: addNotification(PERSON, 'report_resolved', {
      target_kind: 'conversation',
      title: 'Debdas',
      outcome: 'removed',
      listing_id: null,
      seller_id: null,
      conversation_id: CONVERSATION_ID,
    }),
    removedReview: addNotification(PERSON, 'report_outcome', {
      ...outcome,
      outcome: 'removed',
      conversation_id: null,
    }),
    approved: addNotification(PERSON, 'listing_approval', {
      listing_id: LISTING_ID,
      book_title: 'Padma Nadir Majhi',
      approved: true,
    }),
    refused: addNotification(PERSON, 'listing_approval', {
      listing_id: null,
      book_title: 'Junk',
      approved: false,
    }),
  };
}
