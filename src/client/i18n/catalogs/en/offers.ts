/**
 * Ours: offers on a book (docs/product.md#offers), on the book page and in the conversation
 * about it. `price` is a formatted price ('TK 300'); `when` a relative time ('in 2 days').
 */
export const offers = {
  /** A badge by a book's price: the seller takes no offers. */
  fixedPrice: 'Fixed price',
  makeOffer: 'Make an offer',
  amountLabel: 'Your price in Taka',
  counterLabel: 'Your counter price in Taka',
  priceHint: 'The listed price is {price}.',
  send: 'Send offer',
  sendCounter: 'Send counter offer',
  amountRequired: 'Enter the price you offer.',
  amountNotNumber: 'Write the price in numbers, e.g. 300.',
  amountNotBelow: 'Offer less than the listed price of {price}.',
  amountBelowMinimum: 'Offer at least {price}: card payments cannot be smaller.',
  // The buyer's own offer, where it stands.
  waitsForSeller: 'Your offer of {price} waits for the seller.',
  countered: 'The seller answered your offer with {price}.',
  acceptedForBuyer: 'The seller accepted {price}. Order it at that price before the offer ends.',
  declinedForBuyer: 'Your offer of {price} was declined. You may make another.',
  expiredForBuyer: 'Your offer of {price} ended without an answer. You may make another.',
  endsIn: 'Ends {when}.',
  buyAt: 'Buy at {price}',
  // The seller's list, and the answers.
  sellerHeading: 'Offers on this book',
  sellerNone: 'No open offers.',
  offeredBy: '{name} offered {price}.',
  waitsForBuyer: 'You answered {name} with {price}; waiting for the buyer.',
  acceptedBySeller: 'You accepted {price} from {name}; they may order it at that price.',
  accept: 'Accept {price}',
  decline: 'Decline',
  counter: 'Counter',
  // Toasts.
  sent: 'Your offer was sent to the seller.',
  counterSent: 'Your counter offer was sent.',
  acceptedToast: 'Offer accepted.',
  declinedToast: 'Offer declined.',
  answerFailed: 'The offer could not be answered. Try again.',
};
