import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema } from '../../shared/schemas/common';
import { UnreadCountsSchema } from '../../shared/schemas/conversation';
import {
  NotificationsPageSchema,
  NotificationsQuerySchema,
  NotificationsReadResponseSchema,
} from '../../shared/schemas/notification';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCounts,
} from '../db/queries/notificationInbox';
import { notFound } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const signedIn = { access: 'signedIn' } as const;

/**
 * The caller's own notifications (docs/product.md#notifications) and the badges' counts. Any
 * signed-in role; the account is always the one the access token names, so no request can name
 * anyone else's, and another person's notification id answers as an unknown one (404).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.notifications.route,
    {
      config: signedIn,
      schema: {
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listNotifications(app.db, callerOf(request).email, request.query),
  );

  /** POST /notifications/{id}/read: opening a notification marks it read. */
  app.post(
    API.notificationRead.route,
    {
      config: signedIn,
      schema: {
        params: IdParamsSchema,
        response: { 200: NotificationsReadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const read = await markNotificationRead(app.db, callerOf(request).email, request.params.id);
      if (!read) throw notFound(SERVER_ERRORS.notificationNotFound);
      return read;
    },
  );

  app.post(
    API.notificationsReadAll.route,
    {
      config: signedIn,
      schema: { response: { 200: NotificationsReadResponseSchema, ...errorResponses(401) } },
    },
    async (request) => markAllNotificationsRead(app.db, callerOf(request).email),
  );

  /** GET /unread-counts: the header's and the side menu's badges, in one call. */
  app.get(
    API.unreadCounts.route,
    {
      config: signedIn,
      schema: { response: { 200: UnreadCountsSchema, ...errorResponses(401) } },
    },
    async (request) => unreadCounts(app.db, callerOf(request).email),
  );
};
