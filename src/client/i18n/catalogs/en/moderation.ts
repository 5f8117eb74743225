/**
 * Ours: the admin's Reports page (docs/product.md#reports): books waiting for approval, the
 * queue of reports and closing each, and a reported conversation's people and messages.
 */
export const moderation = {
  // Books waiting for approval.
  approvalHeading: 'Waiting for approval',
  approvalIntro:
    'A new seller’s first books wait here until you approve them. Nobody else sees them until then.',
  approvalLoading: 'Loading the books waiting for approval…',
  approvalEmpty: 'No book is waiting for approval.',
  postedBy: 'By {seller} ({email}), posted {date}',
  approve: 'Approve',
  approveLabel: 'Approve “{title}”',
  refuse: 'Refuse',
  refuseLabel: 'Refuse “{title}”',
  refuseTitle: 'Refuse this book?',
  refuseIntro:
    '“{title}” will be deleted, and {seller} will be told that it was not approved. This cannot be undone.',
  approved: '“{title}” is now on the site.',
  refused: '“{title}” was refused and deleted.',
  // The queue.
  reportsHeading: 'Reported books, reviews and conversations',
  show: 'Show',
  open: 'Open',
  resolved: 'Resolved',
  openCount: '{count, plural, =0 {No open reports} one {# open report} other {# open reports}}',
  resolvedCount:
    '{count, plural, =0 {No resolved reports} one {# resolved report} other {# resolved reports}}',
  showingFirst: 'Showing the first {shown, number}.',
  reportsLoading: 'Loading the reports…',
  openEmpty: 'No open reports: nothing to look at now.',
  resolvedEmpty: 'No report has been resolved yet.',
  kindListing: 'Book',
  kindReview: 'Review',
  kindConversation: 'Conversation',
  aboutBook: 'About “{title}”',
  gone: 'It is no longer on the site.',
  reportedBy: 'Reported by {name} ({email}) on {date}',
  reason: 'Reason',
  noReason: 'No reason given',
  moreReports:
    '{count, plural, one {# more open report} other {# more open reports}} about the same thing: resolving closes them all.',
  seller: 'Seller',
  writer: 'Written by',
  reporter: 'Reporter',
  reportedPerson: 'Reported person',
  seeBook: 'See the book',
  seeSellerPage: 'See the seller’s page',
  stars: '{rating, plural, one {# star} other {# stars}} out of 5',
  noComment: 'No comment',
  resolution: 'Resolved on {date}: {outcome}. Note: {note}',
  outcomeRemoved: 'removed',
  outcomeNoAction: 'no action',
  // Resolving.
  resolve: 'Resolve…',
  resolveLabel: 'Resolve the report about “{title}”',
  resolveTitle: 'Resolve this report',
  outcome: 'Outcome',
  removeIt: 'Remove it',
  actionTaken: 'Action taken',
  noAction: 'No action',
  removesListing: 'The book will be deleted from the site.',
  removesReview:
    'The review will be hidden. Its writer sees your note as the reason, on My Orders.',
  conversationAction:
    'Remove messages or stop a person on the card first: this only closes the report.',
  keeps: 'It stays as it is.',
  note: 'Your note: what you decided and why',
  told: 'Everyone who reported it and the person it is about are told the outcome.',
  confirmResolve: 'Resolve',
  cancel: 'Cancel',
  resolvedToast:
    '{count, plural, one {The report is resolved.} other {# reports about it are resolved.}}',
  // A reported conversation: its two people and its messages.
  stopped: 'Stopped from sending',
  maySend: 'May send messages',
  stopSending: 'Stop {name} from sending',
  allowSending: 'Allow {name} to send again',
  stopTitle: 'Stop {name} from sending?',
  stopIntro:
    '{name} will not be able to send messages in any conversation until you allow them again. They can still read their messages.',
  allowTitle: 'Allow {name} to send again?',
  allowIntro: '{name} will be able to send messages again, in every conversation.',
  readMessages: 'Read the messages',
  hideMessages: 'Hide the messages',
  removeMessage: 'Remove message',
  removeTitle: 'Remove this message?',
  removeIntro: 'Both people will see “Removed by the admin” in its place.',
};
