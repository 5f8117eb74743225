import { z } from 'zod';
import {
  CONVERSATION_PAGE_SIZE_MAX,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
} from '../constants';
import { VALIDATION } from '../messages';
import { IdSchema, TextSchema } from './common';
import { OfferStepSchema } from './offer';

const isoDate = z.iso.datetime({ offset: true });

/**
 * A message's words: plain text, shown as text (never as HTML), trimmed, 1 to MESSAGE_MAX_LENGTH
 * characters. Whitespace only is empty. NUL and unpaired surrogates are refused (TextSchema).
 */
export const MessageBodySchema = TextSchema.trim()
  .min(1, VALIDATION.messageRequired)
  .max(MESSAGE_MAX_LENGTH, VALIDATION.messageTooLong);

/**
 * POST /conversations: a buyer's first message about a book. There is one conversation per book
 * and buyer: when it exists already, the message joins it (201 either way, same answer).
 */
export const StartConversationPayloadSchema = z.strictObject({
  listing_id: IdSchema,
  body: MessageBodySchema,
});

/** POST /conversations/{id}/messages: one more message from either participant. */
export const SendMessagePayloadSchema = z.strictObject({ body: MessageBodySchema });

/**
 * A message as its reader gets it. `seq` orders the messages of a conversation (later is
 * larger) and is the paging cursor. A removed message keeps its place with body '' and
 * `removed` true (the client says the admin removed it).
 */
export const MessageSchema = z.object({
  _id: IdSchema,
  seq: z.number().int().positive(),
  conversation_id: IdSchema,
  sender_id: IdSchema,
  sender_name: z.string(),
  /** The reader sent it (false for the admin, who reads a reported conversation). */
  mine: z.boolean(),
  body: z.string(),
  removed: z.boolean(),
  /** A step of an offer on the book (body empty then): the client words it in its language. */
  offer: OfferStepSchema.nullable().default(null),
  created_at: isoDate,
});

/** One person of a conversation, as the other one (or the admin) sees them. */
export const ConversationPersonSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  img: z.string(),
});

/**
 * A conversation as one of its two people sees it (GET /conversations and /conversations/{id}).
 * The book's title and cover are copied when the conversation starts, so it stays readable when
 * the listing is deleted (`listing_id` null then). `unread`: the other person's messages after
 * the reader's read mark. `reported`: the reader (for the admin: anyone) has a report about it
 * that the admin has not yet resolved.
 */
export const ConversationSchema = z.object({
  _id: IdSchema,
  listing_id: IdSchema.nullable(),
  book_title: z.string(),
  book_img: z.string(),
  my_role: z.enum(['buyer', 'seller']),
  other: ConversationPersonSchema,
  last_message: z
    .object({ body: z.string(), removed: z.boolean(), mine: z.boolean(), created_at: isoDate })
    .nullable(),
  unread: z.number().int().nonnegative(),
  reported: z.boolean(),
  /** The reader may not send: the admin stopped them. */
  sending_blocked: z.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
});

const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(CONVERSATION_PAGE_SIZE_MAX).default(fallback);

/** GET /conversations?limit&before: newest activity first; `before` is the last page's `next`. */
export const ConversationsQuerySchema = z.object({
  limit: limit(CONVERSATIONS_PAGE_SIZE),
  before: TextSchema.max(200).optional(),
});
export const ConversationsPageSchema = z.object({
  items: z.array(ConversationSchema),
  next: z.string().nullable(),
});

/**
 * GET /conversations/{id}/messages?limit&before: the newest `limit` messages older than the
 * message numbered `before`, answered oldest to newest; `next` is the `before` of the page of
 * older ones (null at the first message).
 */
export const MessagesQuerySchema = z.object({
  limit: limit(MESSAGES_PAGE_SIZE),
  // Cursors are PostgreSQL bigints read as JS numbers: beyond the safe integers is not a cursor.
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const MessagesPageSchema = z.object({
  items: z.array(MessageSchema),
  next: z.number().int().positive().nullable(),
});

/** POST /conversations: the conversation and the message just sent. */
export const StartConversationResponseSchema = z.object({
  conversation: ConversationSchema,
  message: MessageSchema,
});

/** POST /conversations/{id}/read: the reader has seen every message up to `seq`. */
export const MarkConversationReadPayloadSchema = z.strictObject({
  seq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

/** PUT /users/{id}/messaging-block (admin): stop (true) or allow again (false) a person's sending. */
export const MessagingBlockPayloadSchema = z.strictObject({ blocked: z.boolean() });
export const MessagingBlockResponseSchema = z.object({
  _id: IdSchema,
  sending_blocked: z.boolean(),
});

/** GET /unread-counts: the header's and side menu's badges, in one call. */
export const UnreadCountsSchema = z.object({
  messages: z.number().int().nonnegative(),
  notifications: z.number().int().nonnegative(),
});

export type Message = z.infer<typeof MessageSchema>;
export type Conversation = z.infer<typeof ConversationSchema>;
export type ConversationsPage = z.infer<typeof ConversationsPageSchema>;
export type MessagesPage = z.infer<typeof MessagesPageSchema>;
export type StartConversationPayload = z.infer<typeof StartConversationPayloadSchema>;
export type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;
export type SendMessagePayload = z.infer<typeof SendMessagePayloadSchema>;
export type MessagingBlockPayload = z.infer<typeof MessagingBlockPayloadSchema>;
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;
