import { BUYER_EMAIL, VERIFIED_SELLER_EMAIL } from './users';

/** One message of a demo conversation: who wrote it and how long ago. */
interface DemoMessage {
  from: 'buyer' | 'seller';
  body: string;
  minutesAgo: number;
}

interface DemoConversation {
  buyerEmail: string;
  sellerEmail: string;
  /** The seller's listing it is about (demo listings are unique per seller and title). */
  listingTitle: string;
  messages: readonly DemoMessage[];
  /** How many of the first messages each side has read (the rest are unread for them). */
  buyerHasRead: number;
  sellerHasRead: number;
}

/**
 * What a new user sees under Messages on a fresh `npm start`: the demo buyer asked the demo
 * seller about a book; the seller has one unread message (and its notification). The book is
 * not an advertised one, so the browser journeys' own questions about those start afresh.
 */
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    buyerEmail: BUYER_EMAIL,
    sellerEmail: VERIFIED_SELLER_EMAIL,
    listingTitle: 'The Home and the World',
    messages: [
      {
        from: 'buyer',
        body: 'Assalamu alaikum. Is the cover torn anywhere, or only worn at the corners?',
        minutesAgo: 180,
      },
      {
        from: 'seller',
        body: 'Walaikum assalam. No tears: the cover is clean, only the corners are a little soft.',
        minutesAgo: 150,
      },
      {
        from: 'buyer',
        body: 'Good. Can you send it by courier to Mirpur 10, Dhaka? I will pay the charge.',
        minutesAgo: 20,
      },
    ],
    buyerHasRead: 3,
    sellerHasRead: 2,
  },
];
