import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema } from '../../shared/schemas/common';
import {
  MessageSchema,
  MessagingBlockPayloadSchema,
  MessagingBlockResponseSchema,
} from '../../shared/schemas/conversation';
import {
  type BlockRefusal,
  type RemovalRefusal,
  removeMessage,
  setMessagingBlock,
} from '../db/queries/conversationModeration';
import { readerOf } from '../db/queries/conversationViews';
import { HttpError } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const admins = { access: { roles: ['admin'] } } as const;

const removalRefusals: Record<RemovalRefusal, [number, ErrorMessage]> = {
  missing: [404, SERVER_ERRORS.messageNotFound],
  alreadyRemoved: [409, SERVER_ERRORS.messageAlreadyRemoved],
};
const blockRefusals: Record<BlockRefusal, [number, ErrorMessage]> = {
  missing: [404, SERVER_ERRORS.userIdNotFound],
  admin: [409, SERVER_ERRORS.adminMessagingBlock],
};

/**
 * The admin's side of messages (docs/product.md#messages): removing a message, stopping a person
 * from sending. Reported conversations come in the reports' queue (reports.ts); reading one's
 * messages goes through the participants' GET routes (conversations.ts), which let the admin.
 */
export const conversationModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUT /messages/{id}/removal: idempotent in effect, so PUT; a second one says it was done. */
  app.put(
    API.messageRemoval.route,
    {
      config: admins,
      schema: {
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await readerOf(app.db, callerOf(request).email);
      if (!admin) throw new HttpError(404, SERVER_ERRORS.userNotFound);
      const removed = await removeMessage(app.db, admin.id, request.params.id);
      if (typeof removed === 'string') throw new HttpError(...removalRefusals[removed]);
      return removed;
    },
  );

  /** PUT /users/{id}/messaging-block: `{blocked: true}` stops the person, false allows again. */
  app.put(
    API.messagingBlock.route,
    {
      config: admins,
      schema: {
        params: IdParamsSchema,
        body: MessagingBlockPayloadSchema,
        response: { 200: MessagingBlockResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await setMessagingBlock(app.db, request.params.id, request.body.blocked);
      if (typeof outcome === 'string') throw new HttpError(...blockRefusals[outcome]);
      return outcome;
    },
  );
};
