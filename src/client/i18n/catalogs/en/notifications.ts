/** Ours: what people are told, on the Notifications page (docs/product.md#notifications). */
export const notifications = {
  pageTitle: 'Notifications',
  markAllRead: 'Mark all read',
  loading: 'Loading your notifications…',
  empty:
    'No notifications yet. You will be told here when your books are ordered or paid, about your orders, new messages and reviews.',
  unreadCount:
    '{count, plural, =0 {Nothing unread} one {# unread notification} other {# unread notifications}}',
  showMore: 'Show older notifications',
  /** Read by screen readers before an unread one's text (its look is bold with a dot). */
  unread: 'Unread:',
  bookOrdered: '{buyer} ordered your book “{book}”.',
  orderPaid: '{buyer} paid for “{book}”. Meeting place: {place}.',
  cancelledExpired: 'Your order of “{book}” was cancelled: it was not paid in time.',
  cancelledSoldToAnotherBuyer:
    'Your order of “{book}” was cancelled: the book was sold to another buyer.',
  cancelledListingDeleted: 'Your order of “{book}” was cancelled: the seller deleted the book.',
  sellerVerified: 'You are now a verified seller.',
  // What changed in an order's life (docs/decisions/0053), told to its other person.
  orderChanged:
    '{change, select, placed {A buyer ordered “{book}” to pay in cash when you meet.} paid_online {“{book}” was paid online; the money is held until the handover.} handed_over {The handover of “{book}” is confirmed: the sale is complete.} meetup_proposed {A new meet-up time was proposed for “{book}”.} meetup_agreed {The meet-up time for “{book}” was agreed.} handover_locked {Five wrong handover codes for “{book}”: confirming is locked for 15 minutes.} cancelled_by_buyer {The buyer cancelled the order of “{book}”.} seller_no_show {The order of “{book}” was cancelled: the buyer did not come to the meet-up.} cash_hold_expired {The order of “{book}” was cancelled: nobody confirmed the handover long after the meet-up time, so the book is free again.} not_handed_over_in_time {The order of “{book}” was cancelled and refunded: it was not handed over in time.} problem_reported {The buyer reported a problem with “{book}”.} problem_refunded {The admin refunded the order of “{book}”.} problem_closed {The admin closed the problem report about “{book}”.} refund_pending {The refund for “{book}” could not be made yet; it is being tried again.} refunded {The payment for “{book}” was refunded.} other {The order of “{book}” was cancelled.}}',
  newMessage: 'New message from {sender} about “{book}”.',
  newReview:
    'A buyer rated you {rating, plural, one {# star} other {# stars}} out of 5 for “{book}”.',
  // Reports and listing approval (docs/product.md#reports).
  reportReceived:
    'Someone reported a {kind, select, listing {book} review {review} other {conversation}}. It waits in Reports.',
  reportResolvedRemoved:
    'The admin removed the {kind, select, listing {book} other {review}} you reported, about “{title}”.',
  reportResolvedAction: 'The admin took action on the conversation you reported, about “{title}”.',
  reportResolvedNoAction:
    'The admin looked at your report about “{title}” and found nothing against the rules.',
  reportOutcomeListing: 'The admin removed your book “{title}” after a report.',
  reportOutcomeReview:
    'The admin removed your review for “{title}” after a report. The reason is on My Orders.',
  reportOutcomeConversation:
    'The admin took action on your conversation about “{title}” after a report.',
  reportOutcomeNoAction:
    'Someone reported your {kind, select, listing {book} review {review} other {conversation}} about “{title}”; the admin found nothing against the rules.',
  listingApproved: 'The admin approved “{book}”. Buyers can find it now.',
  listingRefused: 'The admin did not approve “{book}”, so it was removed.',
  // Offers (docs/product.md#offers): `to` is the reader's side of the offer.
  offerChanged:
    '{event, select, made {A buyer offered TK {amount, number} for “{book}”.} countered {The seller answered your offer for “{book}” with TK {amount, number}.} accepted {{to, select, buyer {The seller accepted TK {amount, number} for “{book}”: order it within 24 hours.} other {The buyer accepted your price of TK {amount, number} for “{book}”.}}} declined {{to, select, buyer {The seller declined your offer of TK {amount, number} for “{book}”.} other {The buyer declined your price of TK {amount, number} for “{book}”.}}} other {The offer of TK {amount, number} for “{book}” has ended.}}',
};
