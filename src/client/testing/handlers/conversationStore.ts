import {
  type Conversation,
  ConversationSchema,
  type Message,
  MessageSchema,
  type OfferStep,
} from '../../../shared/schemas';
import { nextTestId } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { hasReportedConversation, isReportedConversation } from './moderationStore';
import type { Listing } from '../../../shared/schemas';
import { registerReset } from './storeResets';

/** A conversation as the handlers keep it: its two people by e-mail, read marks. */
export type StoredConversation = {
  _id: string;
  listing_id: string | null;
  book_title: string;
  book_img: string;
  buyer_email: string;
  seller_email: string;
  created_at: string;
  updated_at: string;
  /** The last message number each person has seen, by e-mail. */
  read_up_to: Record<string, number>;
};

export type StoredMessage = {
  _id: string;
  seq: number;
  conversation_id: string;
  sender_email: string;
  body: string;
  removed: boolean;
  /** A step of an offer on the book (its body empty): the reader's client words it. */
  offer?: OfferStep | null;
  created_at: string;
};

/**
 * The server's conversations as the handlers see them; empty before each test (setupTests.ts).
 * `rateLimited` makes the next sends answer 429, as the server does past its per-person limit.
 */
export const conversationStore = {
  conversations: [] as StoredConversation[],
  messages: [] as StoredMessage[],
  /** People the admin stopped from sending, by e-mail. */
  blocked: new Set<string>(),
  rateLimited: false,
};

let lastSeq = 0;
/** Each message a later time than the one before, so orders never tie. */
let clock = Date.parse('2026-11-25T08:00:00.000Z');
const nextTime = () => new Date((clock += 60_000)).toISOString();

export function resetConversations() {
  conversationStore.conversations.length = 0;
  conversationStore.messages.length = 0;
  conversationStore.blocked.clear();
  conversationStore.rateLimited = false;
}
registerReset(resetConversations);

const person = (email: string) => {
  const user = knownUsers.get(email);
  return { _id: user?._id ?? nextTestId(), name: user?.name ?? email, img: user?.img ?? '' };
};

/** A conversation about `listing` between `buyerEmail` and its seller, with no message yet. */
export function addConversation(listing: Listing, buyerEmail: string): StoredConversation {
  const at = nextTime();
  const conversation: StoredConversation = {
    _id: nextTestId(),
    listing_id: listing._id,
    book_title: listing.book_title,
    book_img: listing.book_img,
    buyer_email: buyerEmail,
    seller_email: listing.seller_email,
    created_at: at,
    updated_at: at,
    read_up_to: {},
  };
  conversationStore.conversations.push(conversation);
  return conversation;
}

/** One more message (or an offer's step); the sender has read everything up to it. */
export function addMessage(
  conversation: StoredConversation,
  senderEmail: string,
  body: string,
  offer: OfferStep | null = null,
) {
  const message: StoredMessage = {
    _id: nextTestId(),
    seq: (lastSeq += 1),
    conversation_id: conversation._id,
    sender_email: senderEmail,
    body,
    removed: false,
    offer,
    created_at: nextTime(),
  };
  conversationStore.messages.push(message);
  conversation.updated_at = message.created_at;
  conversation.read_up_to[senderEmail] = message.seq;
  return message;
}

export const messagesOf = (conversationId: string) =>
  conversationStore.messages.filter(({ conversation_id }) => conversation_id === conversationId);

export const otherOf = (conversation: StoredConversation, email: string) =>
  conversation.buyer_email === email ? conversation.seller_email : conversation.buyer_email;

export function messageAs(message: StoredMessage, readerEmail: string): Message {
  return MessageSchema.parse({
    ...message,
    sender_id: person(message.sender_email)._id,
    sender_name: person(message.sender_email).name,
    mine: message.sender_email === readerEmail,
    body: message.removed ? '' : message.body,
  });
}

/** The other person's messages after the reader's read mark. */
export const unreadIn = (conversation: StoredConversation, email: string) =>
  messagesOf(conversation._id).filter(
    ({ seq, sender_email }) =>
      sender_email !== email && seq > (conversation.read_up_to[email] ?? 0),
  ).length;

/** Unread messages over all of a person's conversations (GET /unread-counts' `messages`). */
export const unreadMessagesOf = (email: string) =>
  conversationStore.conversations.reduce((sum, item) => sum + unreadIn(item, email), 0);

export function conversationAs(conversation: StoredConversation, email: string): Conversation {
  const last = messagesOf(conversation._id).at(-1);
  const participant = [conversation.buyer_email, conversation.seller_email].includes(email);
  return ConversationSchema.parse({
    ...conversation,
    my_role: conversation.buyer_email === email ? 'buyer' : 'seller',
    other: person(otherOf(conversation, email)),
    last_message: last
      ? {
          body: last.removed ? '' : last.body,
          removed: last.removed,
          mine: last.sender_email === email,
          created_at: last.created_at,
        }
      : null,
    unread: unreadIn(conversation, email),
    // The reader's own open report; for the admin, anyone's.
    reported: participant
      ? hasReportedConversation(conversation._id, email)
      : isReportedConversation(conversation._id),
    sending_blocked: conversationStore.blocked.has(email),
  });
}
