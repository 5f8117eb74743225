import { http, HttpResponse } from 'msw';
import { MESSAGING_API } from '../../../shared/apiPaths/messagingPaths';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  MarkConversationReadPayloadSchema,
  MessagingBlockPayloadSchema,
  MessagingBlockResponseSchema,
  SendMessagePayloadSchema,
  StartConversationPayloadSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import {
  addConversation,
  addMessage,
  conversationAs,
  conversationStore,
  messageAs,
  messagesOf,
} from './conversationStore';
import { errorResponse } from './errorResponse';
import { isReportedConversation } from './moderationStore';
import { knownUsers, roleOf } from './identityHandlers';
import { access, serverListings } from './listingsHandlers';

const invalid = (issues: { message: string }[]) => errorResponse(400, issues[0]?.message ?? '');
const notFound = () => errorResponse(404, SERVER_ERRORS.conversationNotFound);

/** The conversation, if the caller is one of its two people (or the admin, once it is reported). */
function readable(id: unknown, caller: string, { adminOnReported = false } = {}) {
  const conversation = conversationStore.conversations.find(({ _id }) => _id === id);
  if (!conversation) return undefined;
  const participant = [conversation.buyer_email, conversation.seller_email].includes(caller);
  const admin =
    adminOnReported && roleOf(caller) === 'admin' && isReportedConversation(conversation._id);
  return participant || admin ? conversation : undefined;
}

/** Why the caller may not send now, as the server refuses it, or null. */
function sendingRefusal(caller: string) {
  if (conversationStore.rateLimited) return errorResponse(429, SERVER_ERRORS.tooManyRequests);
  if (conversationStore.blocked.has(caller))
    return errorResponse(403, SERVER_ERRORS.messagingBlocked);
  return null;
}

const limitOf = (url: URL, fallback: number) => Number(url.searchParams.get('limit') ?? fallback);

/**
 * The conversation routes as the server answers them (docs/product.md#messages): only the two
 * people read or write one, the admin reads a reported one; messages are 1 to 2,000 characters
 * (the shared schemas); a stopped person and a rate-limited one are refused. State:
 * conversationStore.ts.
 */
export const handlers = [
  http.get(apiUrl(MESSAGING_API.conversations.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const url = new URL(request.url);
    const mine = conversationStore.conversations
      .filter((item) => [item.buyer_email, item.seller_email].includes(caller))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    const before = url.searchParams.get('before');
    const start = before ? mine.findIndex(({ _id }) => _id === before) + 1 : 0;
    const page = mine.slice(start, start + limitOf(url, CONVERSATIONS_PAGE_SIZE));
    const more = start + page.length < mine.length;
    return HttpResponse.json({
      items: page.map((item) => conversationAs(item, caller)),
      next: more ? page.at(-1)!._id : null,
    });
  }),
  http.get(apiUrl(MESSAGING_API.conversationAboutListing.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const conversation = conversationStore.conversations.find(
      (item) => item.listing_id === params.listingId && item.buyer_email === caller,
    );
    return conversation ? HttpResponse.json(conversationAs(conversation, caller)) : notFound();
  }),
  http.post(apiUrl(MESSAGING_API.conversations.route), async ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = StartConversationPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const listing = serverListings.find(({ _id }) => _id === payload.data.listing_id);
    if (!listing) return errorResponse(404, SERVER_ERRORS.listingNotFound);
    if (listing.seller_email === caller) return errorResponse(409, SERVER_ERRORS.ownListingMessage);
    const refusal = sendingRefusal(caller);
    if (refusal) return refusal;
    const conversation =
      conversationStore.conversations.find(
        (item) => item.listing_id === listing._id && item.buyer_email === caller,
      ) ?? addConversation(listing, caller);
    const message = addMessage(conversation, caller, payload.data.body);
    return HttpResponse.json(
      {
        conversation: conversationAs(conversation, caller),
        message: messageAs(message, caller),
      },
      { status: 201 },
    );
  }),
  http.get(apiUrl(MESSAGING_API.conversation.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const conversation = readable(params.id, caller);
    return conversation ? HttpResponse.json(conversationAs(conversation, caller)) : notFound();
  }),
  http.get(apiUrl(MESSAGING_API.conversationMessages.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const conversation = readable(params.id, caller, { adminOnReported: true });
    if (!conversation) return notFound();
    const url = new URL(request.url);
    const before = Number(url.searchParams.get('before') ?? Infinity);
    const older = messagesOf(conversation._id).filter(({ seq }) => seq < before);
    const page = older.slice(-limitOf(url, MESSAGES_PAGE_SIZE));
    return HttpResponse.json({
      items: page.map((message) => messageAs(message, caller)),
      next: older.length > page.length ? page[0]!.seq : null,
    });
  }),
  http.post(apiUrl(MESSAGING_API.conversationMessages.route), async ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const conversation = readable(params.id, caller);
    if (!conversation) return notFound();
    const payload = SendMessagePayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const refusal = sendingRefusal(caller);
    if (refusal) return refusal;
    const message = addMessage(conversation, caller, payload.data.body);
    return HttpResponse.json(messageAs(message, caller), { status: 201 });
  }),
  http.post(apiUrl(MESSAGING_API.conversationRead.route), async ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const conversation = readable(params.id, caller);
    if (!conversation) return notFound();
    const payload = MarkConversationReadPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const seen = conversation.read_up_to[caller] ?? 0;
    conversation.read_up_to[caller] = Math.max(seen, payload.data.seq);
    return new HttpResponse(null, { status: 204 });
  }),
  ...adminHandlers(),
];

/** The admin's routes: removing a message, stopping a person. */
function adminHandlers() {
  return [
    http.put(apiUrl(MESSAGING_API.messageRemoval.route), ({ request, params }) => {
      const { denied } = access(request, ['admin']);
      if (denied) return denied;
      const message = conversationStore.messages.find(({ _id }) => _id === params.id);
      if (!message) return errorResponse(404, SERVER_ERRORS.messageNotFound);
      if (message.removed) return errorResponse(409, SERVER_ERRORS.messageAlreadyRemoved);
      message.removed = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(apiUrl(MESSAGING_API.messagingBlock.route), async ({ request, params }) => {
      const { denied } = access(request, ['admin']);
      if (denied) return denied;
      const payload = MessagingBlockPayloadSchema.safeParse(await request.json());
      if (!payload.success) return invalid(payload.error.issues);
      const user = [...knownUsers.values()].find(({ _id }) => _id === params.id);
      if (!user) return errorResponse(404, SERVER_ERRORS.userIdNotFound);
      if (user.role === 'admin') return errorResponse(409, SERVER_ERRORS.adminMessagingBlock);
      if (payload.data.blocked) conversationStore.blocked.add(user.email);
      else conversationStore.blocked.delete(user.email);
      return HttpResponse.json(
        MessagingBlockResponseSchema.parse({
          _id: user._id,
          sending_blocked: payload.data.blocked,
        }),
      );
    }),
  ];
}
