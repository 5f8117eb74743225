import type { Conversation, Message } from '../../../shared/schemas/conversation';
import type { OfferEvent } from '../../../shared/offerRules';
import { isoOf, toPrice } from '../columns';

/** Conversation and message rows as answers (conversationViews.ts and the message queries). */

/** A conversation as conversationViews selects it, snake_case. */
export interface ConversationViewRow {
  id: string;
  listing_id: string | null;
  book_title: string;
  book_img: string;
  reader_is_buyer: boolean;
  reader_is_seller: boolean;
  other_id: string;
  other_name: string;
  other_img: string;
  sending_blocked: boolean;
  last_body: string | null;
  last_removed: boolean | null;
  last_mine: boolean | null;
  last_created_at: Date | string | null;
  unread: number;
  reported: boolean;
  created_at: Date | string;
  last_message_at: Date | string;
}

/**
 * A conversation as its reader sees it: an admin reading a reported one (neither of its two
 * people) sees nothing unread and may not send.
 */
export function toConversation(row: ConversationViewRow): Conversation {
  const participant = row.reader_is_buyer || row.reader_is_seller;
  return {
    _id: row.id,
    listing_id: row.listing_id,
    book_title: row.book_title,
    book_img: row.book_img,
    my_role: row.reader_is_seller ? 'seller' : 'buyer',
    other: { _id: row.other_id, name: row.other_name, img: row.other_img },
    last_message:
      row.last_created_at === null
        ? null
        : {
            body: row.last_removed ? '' : (row.last_body ?? ''),
            removed: row.last_removed === true,
            mine: row.last_mine === true,
            created_at: isoOf(row.last_created_at),
          },
    unread: participant ? Number(row.unread) : 0,
    reported: row.reported,
    sending_blocked: participant ? row.sending_blocked : true,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.last_message_at),
  };
}

/** A message row with its sender's name (messageColumns of conversationViews.ts). */
export type MessageRow = {
  id: string;
  seq: number;
  conversationId: string;
  senderId: string;
  senderName: string;
  body: string;
  removedAt: Date | null;
  createdAt: Date;
  /** An offer's step (all three set, or none: messages_offer_step_whole). */
  offerId: string | null;
  offerEvent: OfferEvent | null;
  offerAmount: string | null;
};

/** A message as `readerId` sees it; a removed one keeps its place with nothing in it. */
export function toMessage(row: MessageRow, readerId: string): Message {
  const removed = row.removedAt !== null;
  return {
    _id: row.id,
    seq: Number(row.seq),
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    sender_name: row.senderName,
    mine: row.senderId === readerId,
    body: removed ? '' : row.body,
    offer:
      row.offerId && row.offerEvent && row.offerAmount !== null
        ? { offer_id: row.offerId, event: row.offerEvent, amount: toPrice(row.offerAmount) }
        : null,
    removed,
    created_at: row.createdAt.toISOString(),
  };
}
