/** Ours: conversations between a buyer and a seller (docs/product.md#messages). */
export const messages = {
  pageTitle: 'Messages',
  // The inbox.
  inboxLoading: 'Loading your conversations…',
  inboxEmpty: 'No conversations yet. To ask a seller about a book, open the book’s page.',
  showMore: 'Show more conversations',
  removedByAdmin: 'Removed by the admin',
  noMessageYet: 'No message yet',
  lastMine: 'You: {body}',
  unread: '{count, plural, one {# unread message} other {# unread messages}}',
  aboutBook: 'About {title}',
  bookCoverAlt: 'Cover of {title}',
  // One conversation.
  conversationLoading: 'Loading the conversation…',
  conversationLog: 'Messages with {name}',
  allMessages: 'All messages',
  loadOlder: 'Load older messages',
  noMessages: 'No messages yet. Write the first one.',
  you: 'You',
  newMessageFrom: 'New message from {name}: {body}',
  composeLabel: 'Your message',
  composeHint: 'Enter sends, Shift+Enter starts a new line.',
  characterCount: '{count, number} of {max, number} characters',
  send: 'Send',
  sending: 'Sending…',
  loadFailed: 'The messages could not be loaded.',
  // Reporting.
  report: 'Report',
  reported: 'You reported this conversation to the admin.',
  // 'Ask the seller': a buyer's first message about a book.
  askIntro: 'Ask {name} about this book. Your first message starts the conversation.',
  // An offer's step as its own kind of message (docs/product.md#offers); `price` is formatted.
  /** The inbox's line for an offer's step, which has no words of its own. */
  offerPreview: 'An offer on the book',
  offerStep:
    '{event, select, made {Offered {price}} countered {Countered with {price}} accepted {Accepted {price}} declined {Declined {price}} other {Offer of {price} expired}}',
};
