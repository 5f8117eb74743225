import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema, IdSchema } from '../../shared/schemas/common';
import {
  ConversationSchema,
  ConversationsPageSchema,
  ConversationsQuerySchema,
  MarkConversationReadPayloadSchema,
  MessageSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  SendMessagePayloadSchema,
  StartConversationPayloadSchema,
  StartConversationResponseSchema,
} from '../../shared/schemas/conversation';
import {
  findConversation,
  findConversationAboutListing,
  listConversations,
  listMessages,
  markConversationRead,
} from '../db/queries/conversationReads';
import { type SendRefusal, sendMessage, startConversation } from '../db/queries/conversations';
import { conversationViews, readerOf } from '../db/queries/conversationViews';
import { HttpError, notFound } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';

const refusals: Record<SendRefusal, [number, ErrorMessage]> = {
  unknownReader: [404, SERVER_ERRORS.userNotFound],
  missing: [404, SERVER_ERRORS.listingNotFound],
  own: [409, SERVER_ERRORS.ownListingMessage],
  blocked: [403, SERVER_ERRORS.messagingBlocked],
  conversationMissing: [404, SERVER_ERRORS.conversationNotFound],
};

const signedIn = { access: 'signedIn' } as const;
const noConversation = () => notFound(SERVER_ERRORS.conversationNotFound);

/**
 * A buyer's and a seller's conversations about a book (docs/product.md#messages). Any signed-in
 * role. Only the conversation's two people read or write it: to anyone else it does not exist
 * (404, never 403, so ids are not confirmed), except that the admin reads a reported one.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  // One budget for both ways of sending: a new conversation's first message and the next ones.
  const messageRate = app.rateLimit(perCallerRateLimit(app.config.MESSAGE_RATE_LIMIT_PER_MINUTE));

  const readerOfRequest = async (request: FastifyRequest) => {
    const reader = await readerOf(app.db, callerOf(request).email);
    if (!reader) throw new HttpError(404, SERVER_ERRORS.userNotFound);
    return reader;
  };
  const isAdmin = async (request: FastifyRequest) => (await request.callerRole()) === 'admin';

  /** POST /conversations: the first message about a book, or one more when they asked before. */
  app.post(
    API.conversations.route,
    {
      config: signedIn,
      onRequest: messageRate,
      schema: {
        body: StartConversationPayloadSchema,
        response: {
          201: StartConversationResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { listing_id, body } = request.body;
      const sent = await startConversation(app.db, callerOf(request).email, listing_id, body);
      if (typeof sent === 'string') throw new HttpError(...refusals[sent]);
      const [conversation] = await conversationViews(app.db, sent.reader.id, [sent.conversationId]);
      if (!conversation) throw noConversation();
      return reply.code(201).send({ conversation, message: sent.message });
    },
  );

  app.get(
    API.conversations.route,
    {
      config: signedIn,
      schema: {
        querystring: ConversationsQuerySchema,
        response: { 200: ConversationsPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listConversations(app.db, await readerOfRequest(request), request.query),
  );

  app.get(
    API.conversationAboutListing.route,
    {
      config: signedIn,
      schema: {
        params: z.object({ listingId: IdSchema }),
        response: { 200: ConversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const reader = await readerOfRequest(request);
      const found = await findConversationAboutListing(app.db, reader, request.params.listingId);
      if (!found) throw noConversation();
      return found;
    },
  );

  app.get(
    API.conversation.route,
    {
      config: signedIn,
      schema: {
        params: IdParamsSchema,
        response: { 200: ConversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const reader = await readerOfRequest(request);
      const adminReads = await isAdmin(request);
      const found = await findConversation(app.db, reader, request.params.id, { adminReads });
      if (!found) throw noConversation();
      return found;
    },
  );

  app.get(
    API.conversationMessages.route,
    {
      config: signedIn,
      schema: {
        params: IdParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const reader = await readerOfRequest(request);
      const adminReads = await isAdmin(request);
      const page = await listMessages(app.db, reader, request.params.id, {
        ...request.query,
        adminReads,
      });
      if (!page) throw noConversation();
      return page;
    },
  );

  app.post(
    API.conversationMessages.route,
    {
      config: signedIn,
      onRequest: messageRate,
      schema: {
        params: IdParamsSchema,
        body: SendMessagePayloadSchema,
        response: { 201: MessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const email = callerOf(request).email;
      const sent = await sendMessage(app.db, email, request.params.id, request.body.body);
      if (typeof sent === 'string') throw new HttpError(...refusals[sent]);
      return reply.code(201).send(sent.message);
    },
  );

  /** POST /conversations/{id}/read: the reader has seen the messages up to `seq`. */
  app.post(
    API.conversationRead.route,
    {
      config: signedIn,
      schema: {
        params: IdParamsSchema,
        body: MarkConversationReadPayloadSchema,
        response: { 200: ConversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const reader = await readerOfRequest(request);
      const read = await markConversationRead(app.db, reader, request.params.id, request.body.seq);
      if (!read) throw noConversation();
      return read;
    },
  );
};
