import type { z } from 'zod';
import { MESSAGING_API } from '../../shared/apiPaths/messagingPaths';
import type {
  Conversation,
  ConversationsPage,
  Message,
  MessagingBlockResponseSchema,
  MessagesPage,
  StartConversationPayload,
  StartConversationResponse,
} from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { checkedRequest } from './checkedRequest';
import { loadSchemas } from './lazySchemas';

type MessagingBlockResponse = z.infer<typeof MessagingBlockResponseSchema>;

/** The inbox's page cursor: '' for the newest page, else the last page's `next`. */
type InboxPageAfter = string;
/** A messages page ends before this message number; 0 is the newest page. */
type MessagesBefore = number;

const conversationTags = (conversations: Conversation[] = []) => [
  { type: 'Conversation' as const, id: LIST_ID },
  ...conversations.map(({ _id }) => ({ type: 'Conversation' as const, id: _id })),
];

/** What a new message changes: its conversation's pages, the inbox, and the badges' counts. */
const afterMessage = (conversationId: string) => [
  { type: 'Message' as const, id: conversationId },
  { type: 'Conversation' as const, id: conversationId },
  { type: 'Conversation' as const, id: LIST_ID },
  'UnreadCounts' as const,
];

/**
 * Conversations between a buyer and a seller about one book (docs/product.md#messages). The
 * live stream invalidates 'Conversation', 'Message' and 'UnreadCounts' as things arrive, so the
 * pages here refresh without a reload. Bodies go through the shared schemas, as the server reads
 * them (a message trimmed; empty or over 2,000 characters refused before it is sent).
 */
export const conversationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The inbox: newest activity first, a page at a time. */
    getConversations: build.infiniteQuery<ConversationsPage, void, InboxPageAfter>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ pageParam }) => ({
        url: MESSAGING_API.conversations.url(),
        params: { before: pageParam || undefined },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).ConversationsPageSchema.parse(response),
      providesTags: (result) => conversationTags(result?.pages.flatMap(({ items }) => items)),
    }),
    /** The buyer's conversation about a listing; the server answers 404 until they ask. */
    getConversationAboutListing: build.query<Conversation, string>({
      query: (listingId) => MESSAGING_API.conversationAboutListing.url(listingId),
      transformResponse: async (response) =>
        (await loadSchemas()).ConversationSchema.parse(response),
      providesTags: (result) => conversationTags(result ? [result] : []),
    }),
    getConversation: build.query<Conversation, string>({
      query: (id) => MESSAGING_API.conversation.url(id),
      transformResponse: async (response) =>
        (await loadSchemas()).ConversationSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
    }),
    /**
     * A conversation's messages, newest page first; each further page is older (`before` is the
     * last page's `next`). Every page is answered oldest to newest.
     */
    getMessages: build.infiniteQuery<MessagesPage, string, MessagesBefore>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: MESSAGING_API.conversationMessages.url(queryArg),
        params: { before: pageParam || undefined },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).MessagesPageSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    sendMessage: build.mutation<Message, { conversationId: string; body: string }>({
      queryFn: checkedRequest(
        ({ conversationId, body }, schemas) => ({
          url: MESSAGING_API.conversationMessages.url(conversationId),
          method: 'POST',
          body: schemas.SendMessagePayloadSchema.parse({ body }),
        }),
        (answer, schemas) => schemas.MessageSchema.parse(answer),
      ),
      // A refusal may mean the admin stopped the sender meanwhile: the conversation says so.
      invalidatesTags: (result, error, { conversationId }) =>
        result
          ? afterMessage(conversationId)
          : error
            ? [{ type: 'Conversation', id: conversationId }]
            : [],
    }),
    /** A buyer's first message about a book; it joins their conversation when one exists. */
    startConversation: build.mutation<StartConversationResponse, StartConversationPayload>({
      queryFn: checkedRequest(
        (payload, schemas) => ({
          url: MESSAGING_API.conversations.url(),
          method: 'POST',
          body: schemas.StartConversationPayloadSchema.parse(payload),
        }),
        (answer, schemas) => schemas.StartConversationResponseSchema.parse(answer),
      ),
      invalidatesTags: (result) => (result ? afterMessage(result.conversation._id) : []),
    }),
    /** The reader has seen every message up to `seq`: the unread badges go down. */
    markConversationRead: build.mutation<void, { conversationId: string; seq: number }>({
      query: ({ conversationId, seq }) => ({
        url: MESSAGING_API.conversationRead.url(conversationId),
        method: 'POST',
        body: { seq },
      }),
      invalidatesTags: (_result, error, { conversationId }) =>
        error
          ? []
          : [
              { type: 'Conversation', id: conversationId },
              { type: 'Conversation', id: LIST_ID },
              'UnreadCounts',
            ],
    }),
    /** Admin: a message keeps its place, its words replaced by 'Removed by the admin'. */
    removeMessage: build.mutation<void, { messageId: string; conversationId: string }>({
      query: ({ messageId }) => ({
        url: MESSAGING_API.messageRemoval.url(messageId),
        method: 'PUT',
      }),
      // Already removed (409) means the view was stale: refresh it either way.
      invalidatesTags: (_result, _error, { conversationId }) => afterMessage(conversationId),
    }),
    /** Admin: stop a person from sending messages, or allow them again. */
    setMessagingBlock: build.mutation<MessagingBlockResponse, { userId: string; blocked: boolean }>(
      {
        queryFn: checkedRequest(
          ({ userId, blocked }, schemas) => ({
            url: MESSAGING_API.messagingBlock.url(userId),
            method: 'PUT',
            body: schemas.MessagingBlockPayloadSchema.parse({ blocked }),
          }),
          (answer, schemas) => schemas.MessagingBlockResponseSchema.parse(answer),
        ),
        // The reports' queue shows whether each person of a reported conversation may send.
        invalidatesTags: ['Moderation', 'Conversation'],
      },
    ),
  }),
});

export const {
  useGetConversationsInfiniteQuery,
  useGetConversationAboutListingQuery,
  useGetConversationQuery,
  useGetMessagesInfiniteQuery,
  useSendMessageMutation,
  useStartConversationMutation,
  useMarkConversationReadMutation,
  useRemoveMessageMutation,
  useSetMessagingBlockMutation,
} = conversationsApi;
