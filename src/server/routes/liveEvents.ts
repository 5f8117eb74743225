import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError, notFound } from '../httpError';
import { canCatchUp, logBounds, userIdOfEmail } from '../live/eventLog';
import {
  eventFrame,
  idOnlyFrame,
  RECONNECT_DELAY_MS,
  retryField,
  SSE_HEADERS,
} from '../live/sseFormat';
import { bearerToken, callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const LiveEventsQuerySchema = z.object({
  /** For clients that cannot set the Last-Event-ID header; the header wins when both are sent. */
  lastEventId: z.string().optional(),
});

/**
 * A person's event numbers start at 1; 0 means "before the first". Empty is no id at all (an
 * EventSource that never got one sends none).
 */
function parseCursor(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const cursor = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(cursor)) throw new HttpError(400, SERVER_ERRORS.eventCursorInvalid);
  return cursor;
}

function lastEventIdOf(request: FastifyRequest, query: { lastEventId?: string | undefined }) {
  const header = request.headers['last-event-id'];
  return parseCursor(typeof header === 'string' ? header : query.lastEventId);
}

/** When the caller's access token runs out (ms); the auth hook has verified it already. */
function tokenExpiryMs(request: FastifyRequest): number {
  const { exp } = decodeJwt(bearerToken(request) ?? '');
  return (exp ?? 0) * 1000;
}

/**
 * GET /events (docs/product.md#live-events): the caller's events as Server-Sent Events. Every
 * refusal (401, 400, 404) is an ordinary JSON answer before the stream starts; then the reply is
 * taken over and held open until the client leaves, its access token expires or its session is
 * ended (checked at each keep-alive), or the app closes.
 */
export const liveEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.liveEvents.route,
    {
      config: { access: 'signedIn' },
      // A HEAD twin would open a stream too, with nothing to show for it.
      exposeHeadRoute: false,
      schema: {
        querystring: LiveEventsQuerySchema,
        response: { ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const cursor = lastEventIdOf(request, request.query);
      const caller = callerOf(request);
      const userId = await userIdOfEmail(app.db, caller.email);
      if (!userId) throw notFound(SERVER_ERRORS.userNotFound);
      const bounds = await logBounds(app.db, userId);

      reply.hijack();
      const response = reply.raw;
      // The CORS and security headers the hooks set on the reply, which hijack would drop.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, SSE_HEADERS);
      response.write(retryField(RECONNECT_DELAY_MS));

      let lastSentSeq = cursor ?? bounds.newest;
      if (cursor === undefined) {
        // A first connection starts now (the client read the rest through REST).
        response.write(idOnlyFrame(bounds.newest));
      } else if (!canCatchUp(cursor, bounds)) {
        response.write(eventFrame(bounds.newest, { kind: 'reset' }));
        lastSentSeq = bounds.newest;
      }

      const stream = app.liveEvents.open({
        userId,
        lastSentSeq,
        response,
        sessionIsCurrent: () => app.sessions.accepts(caller),
      });
      if (!stream) {
        response.end();
        return;
      }
      stream.endAt(tokenExpiryMs(request));
    },
  );
};
