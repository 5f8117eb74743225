import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../shared/apiPaths';
import { freshnessLease, type FreshnessLease } from './freshnessLease';
import { answerOf, PublicAnswerCache, type CachedAnswer } from './publicAnswerCache';
import { listenOnChannel, type ChannelListener } from '../live/userEventsListener';

/** Raised by migration 0012's triggers when a write may change a public answer. */
export const PUBLIC_ANSWERS_CHANNEL = 'public_answers_changed';
/** How the cache's listening session shows in pg_stat_activity. */
export const PUBLIC_ANSWERS_LISTENER_NAME = 'usedbooks-public-answers';

/**
 * Who may keep a copy: 'anyone' for a public route (shared caches too); 'caller' for an answer
 * that is the same for everyone but needs a signed-in caller (only the caller's browser keeps it,
 * since a shared cache would hand it to people without a session).
 */
export type Audience = 'anyone' | 'caller';

const CACHE_CONTROL: Record<Audience, string> = {
  // Revalidated on every use: a change must show at once, and a 304 costs no body.
  anyone: 'public, no-cache',
  caller: 'private, no-cache',
};
/** Requests that change nothing; any other that succeeds may have written. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every other API answer: personal, or not worth keeping. */
export const PRIVATE_ANSWER = 'private, no-store';

export interface PublicAnswers {
  /**
   * Answers `load`'s value (serialized once by the route's response schema) from memory until a
   * write may have changed it, with a strong ETag and 304 to a matching If-None-Match. Only for
   * answers that do not depend on the caller: the key is the URL alone.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<unknown>,
    audience?: Audience,
  ): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicAnswers: PublicAnswers;
  }
}

/** If-None-Match (a list, `*`, weak or strong tags) against our strong tag, weakly as RFC 9110. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The route's response serializer (fastify-type-provider-zod) answers JSON text. */
function jsonOf(reply: FastifyReply, value: unknown): string {
  const body = reply.serialize(value);
  if (typeof body !== 'string') throw new Error('the response serializer did not answer text');
  return body;
}

const keepPublicAnswers: FastifyPluginAsync = async (app) => {
  const cache = new PublicAnswerCache();
  let listener: ChannelListener | undefined;
  let lease: FreshnessLease | undefined;

  app.addHook('onReady', async () => {
    listener = await listenOnChannel(app.db, PUBLIC_ANSWERS_CHANNEL, PUBLIC_ANSWERS_LISTENER_NAME, {
      onNotify: () => cache.forgetAll(),
      onReconnect: () => cache.forgetAll(),
      log: app.log,
    });
    lease = freshnessLease(listener.caughtUp, { leaseMs: app.config.PUBLIC_ANSWERS_LEASE_MS });
  });
  app.addHook('onClose', async () => {
    await listener?.close();
    listener = undefined;
    lease = undefined;
    cache.forgetAll();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return done(null, payload);
    // Every API answer that send() below did not mark, refusals included (onSend sees them all).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_ANSWER);
    // A write through this copy shows in its own next answers: before this answer goes out, the
    // caller's next request must wait for a round trip sent after the write's commit.
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) lease?.expire();
    done(null, payload);
  });

  /** Whether what the cache holds is still true (the lease); false while the listener is down. */
  const upToDate = () => lease?.confirm() ?? Promise.resolve(false);

  app.decorate('publicAnswers', {
    async send(request, reply, load, audience = 'anyone') {
      const loadJson = async () => jsonOf(reply, await load());
      // The URL, query included: the method is GET, or HEAD, which answers the same headers.
      const answer: CachedAnswer = (await upToDate())
        ? await cache.get(request.url, loadJson)
        : answerOf(await loadJson());
      reply.header('cache-control', CACHE_CONTROL[audience]).header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      // Bytes go out as they are: no schema, no JSON.stringify and no UTF-8 encoding per request.
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  } satisfies PublicAnswers);
};

/**
 * Public answers kept in memory on every copy of the server (decision 0037), and the API's HTTP
 * caching headers: `private, no-store` on every API answer but those that send() answers.
 * Correct with many copies: each listens on PUBLIC_ANSWERS_CHANNEL and answers from memory only
 * while a catch-up round trip vouches for it (freshnessLease.ts): another copy's write shows
 * within PUBLIC_ANSWERS_LEASE_MS plus a round trip, usually at once; this copy's own at once.
 */
export const publicAnswersPlugin = fp(keepPublicAnswers, {
  name: 'publicAnswers',
  dependencies: ['db'],
});
