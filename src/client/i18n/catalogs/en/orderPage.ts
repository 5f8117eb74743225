/** Ours: the order page, /dashboard/orders/{id} (docs/product.md#the-order-page). */
export const orderPage = {
  title: 'Your order',
  loading: 'Loading the order…',
  youBuy: 'You are buying this book from {name}.',
  youSell: 'You are selling this book to {name}.',
  // The state in words, with the next step and whose it is.
  stateHeading: 'Where it stands',
  buyerAwaitingPayment: 'Waiting for your online payment.',
  buyerCashAtMeetup:
    'To be paid in cash when you meet. Show the seller your handover code when you get the book.',
  buyerPaidOnline:
    'Paid online; the money is held until the handover. Show the seller your handover code when you get the book.',
  handedOver: 'Handed over: the sale is complete.',
  cancelled:
    'Cancelled: {reason, select, expired {it was not paid in time.} cancelled_by_buyer {the buyer cancelled it.} seller_no_show {the buyer did not come to the meet-up.} not_handed_over_in_time {it was not handed over in time, and the payment was refunded.} listing_deleted {the seller deleted the book.} sold_to_another_buyer {the book was sold to another buyer.} other {the order ended.}}',
  nextYou: 'Next step: yours.',
  nextOther: 'Next step: {name}’s.',
  nothingNext: 'Nothing more to do.',
  // Back from SSLCommerz's page (`?payment=`), said once.
  returnPaid: 'Your payment went through: the order is paid.',
  returnHeld:
    'Your payment is held for review. The admin checks it, and the book is kept for you meanwhile.',
  returnFailed: 'The payment did not go through.',
  returnCancelled: 'The payment was cancelled.',
  returnStillPayable: 'Your order can still be paid.',
  payAgain: 'Pay again',
  returnRefunded:
    'The book was sold to someone else or removed before your payment arrived, so your money is being returned to you.',
  returnPending:
    'The payment service has not confirmed your payment yet. This page will update when it does.',
  // The order's facts.
  detailsHeading: 'Details',
  price: 'Price',
  wayOfPaying: 'Way of paying',
  paysOnline: 'Online, by card',
  paysCash: 'Cash when you meet',
  orderedOn: 'Ordered',
  paidOn: 'Paid',
  handedOverOn: 'Handed over',
  meetingPlace: 'Meeting place',
  // The meet-up time (cash orders).
  meetupHeading: 'Meet-up time',
  noMeetup: 'No meet-up time yet.',
  proposedByYou: 'You proposed this time; waiting for {name} to agree.',
  proposedByOther: '{name} proposed this time.',
  agreed: 'Both of you agreed to this time.',
  proposeTime: 'Propose another time',
  newTimeLabel: 'New meet-up time',
  sendProposal: 'Propose this time',
  agreeTime: 'Agree to this time',
  meetupRequired: 'Choose a day and a time.',
  meetupInPast: 'Choose a time that has not passed yet.',
  meetupTooFar: 'Choose a time within {days} days from now.',
  // The other person.
  contactHeading: 'Contact',
  phoneOf: 'Mobile number of {name}',
  noPhone: '{name} has not given a mobile number.',
  contactEnded: 'Mobile numbers are shown only while the order is under way.',
  // The handover.
  handoverHeading: 'Handover',
  qrLabel: 'QR code of your handover code {code}',
  lockedUntil: 'Five wrong codes: confirming the handover is locked until {when}.',
  scanCode: 'Scan the code',
  stopScan: 'Stop scanning',
  scanHint: 'Point the camera at the QR code on the buyer’s phone.',
  cameraFailed: 'The camera could not be opened. Type the code instead.',
  cameraView: 'Camera view for scanning the code',
  // Cancelling.
  refund: 'Cancel and get a refund',
  refundHint:
    'The book was not handed over in time after your payment: you may cancel and get your money back.',
  // A problem after an online handover.
  problemHeading: 'A problem with the book?',
  reportProblem: 'Report a problem',
  problemHint: 'Within 48 hours of the handover you can tell the admin what went wrong.',
  problemReason: 'What went wrong?',
  notAsDescribed: 'Not as described',
  notReceived: 'Not received',
  problemDetails: 'Describe the problem (optional)',
  sendReport: 'Send report',
  problemOpen:
    'You reported a problem ({reason, select, not_as_described {not as described} other {not received}}). The admin will look at it.',
  problemRefunded: 'The admin refunded this order: {note}',
  problemClosed: 'The admin closed the report: {note}',
  // The history.
  historyHeading: 'History',
  historyLoading: 'Loading the history…',
  historyActor:
    '{actor, select, buyer {{side, select, buyer {You} other {The buyer}}} seller {{side, select, seller {You} other {The seller}}} admin {The admin} other {The site}}',
  historyReason:
    '{reason, select, placed {placed the order} paid_online {paid online} handed_over {confirmed the handover} meetup_proposed {proposed a meet-up time} meetup_agreed {agreed to the meet-up time} handover_locked {locked the handover after five wrong codes} expired {cancelled it: not paid in time} cancelled_by_buyer {cancelled the order} seller_no_show {cancelled it: the buyer did not come} not_handed_over_in_time {cancelled it with a refund: not handed over in time} listing_deleted {cancelled it: the book was deleted} sold_to_another_buyer {cancelled it: the book was sold to another buyer} problem_reported {reported a problem} problem_refunded {refunded the order} other {closed the problem report}}',
  // Toasts after each action.
  meetupProposedToast: 'New meet-up time proposed.',
  meetupAgreedToast: 'Meet-up time agreed.',
  cancelledToast: 'Order cancelled.',
  refundedToast: 'Order cancelled; your money is being refunded.',
  handedOverToast: 'Handed over: the sale is complete.',
  noShowToast: 'Order cancelled: the book is for sale again.',
  problemReportedToast: 'Problem reported. The admin will look at it.',
};
