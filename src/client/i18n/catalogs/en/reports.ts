/** Ours: reporting a book, a review or a conversation to the admin (docs/product.md#reports). */
export const reports = {
  titleListing: 'Report this book',
  titleReview: 'Report this review',
  titleConversation: 'Report this conversation',
  intro:
    'The admin will look at it and decide what to do. Only the admin reads what you write here.',
  reason: 'What is wrong with it?',
  reasonHint: 'For example: spam, a fake or wrong book, insults, asking to pay outside the site.',
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Thank you. The admin will look at your report.',
};
