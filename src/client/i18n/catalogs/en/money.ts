/**
 * Ours: money held for sellers (docs/product.md#balance): a seller's Balance, the admin's
 * Balances due with their payouts, and the admin's queue of order problems.
 */
export const money = {
  // A seller's Balance.
  balanceIntro:
    'When a buyer who paid online receives a book from you, we hold its price for you here. The admin pays it out to you and records each payment.',
  yourBalance: 'Held for you',
  balanceLoading: 'Loading your balance…',
  madeOf: 'What it is made of',
  balanceEmpty:
    'Nothing yet. When a buyer who paid online receives a book from you, its price shows here.',
  date: 'Date',
  what: 'What',
  amount: 'Amount',
  handover: 'Handed over: {title}',
  handoverOfOrder: 'Handed over: order {order}',
  payout: 'Paid out to you',
  refund: 'Refunded to the buyer: {title}',
  refundOfOrder: 'Refunded to the buyer: order {order}',
  reference: 'Reference: {note}',
  adminNote: "Admin's note: {note}",
  // The admin's Balances due and 'Record a payout'.
  dueIntro:
    'Sellers we hold money for, most owed first. Pay them (bKash, bank), then record the payment here: it leaves their balance and they see its reference.',
  dueLoading: 'Loading balances…',
  dueEmpty: 'No seller is owed anything.',
  dueTable: 'What each seller is owed',
  seller: 'Seller',
  owed: 'Owed',
  action: 'Action',
  recordPayout: 'Record a payout',
  recordPayoutTo: 'Record a payout to {name}',
  owedNow: '{name} is owed {taka}.',
  payoutAmount: 'Amount (TK)',
  payoutReference: 'Reference',
  payoutReferenceHint: 'Such as the bKash transaction id. {name} sees it on their Balance.',
  confirmPayout: 'Record the payout',
  cancel: 'Cancel',
  payoutRecorded: 'Payout of {taka} to {name} recorded.',
  // The admin's Order problems.
  problemsIntro:
    "Problems buyers reported after receiving a book they paid for online, oldest first. Refund the buyer (the price comes out of the seller's balance) or close the report; both of them read your note.",
  problemsLoading: 'Loading problem reports…',
  problemsEmpty: 'No open problem reports.',
  orderNumber: 'Order {order}',
  buyer: 'Buyer: {name}',
  sellerName: 'Seller: {name}',
  price: 'Price: {price}',
  reason: 'Reason',
  notAsDescribed: 'Not as described',
  notReceived: 'Not received',
  description: 'What the buyer wrote',
  noDescription: 'The buyer wrote nothing more.',
  reportedOn: 'Reported {date}',
  refundBuyer: 'Refund the buyer',
  refundBuyerOf: 'Refund the buyer of {title}',
  close: 'Close',
  closeReportOf: 'Close the report about {title}',
  refundTitle: 'Refund the buyer?',
  refundIntro:
    "{buyer} gets {price} back for {title}, and it comes out of {seller}'s balance. This cannot be undone.",
  closeTitle: 'Close this report?',
  closeIntro: 'Nothing is refunded for {title}; the report is closed.',
  note: 'Your note',
  noteHint: 'Both the buyer and the seller read it.',
  confirmRefund: 'Refund',
  confirmClose: 'Close the report',
  refunded: 'The buyer of {title} is refunded.',
  closed: 'The report about {title} is closed.',
};
