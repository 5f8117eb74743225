import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LiveStream, type LiveStreamOptions } from './liveStream';
import { shutdownRetryField, SUPERSEDED_FRAME } from './sseFormat';
import { StreamRegistry } from './streamRegistry';
import { listenForUserEvents, type UserEventsListener } from './userEventsListener';

export interface LiveEvents {
  /**
   * Registers a stream and sends it what it missed, closing the person's oldest when they hold
   * more than LIVE_STREAMS_PER_PERSON; undefined once the app is closing.
   */
  open(options: Omit<LiveStreamOptions, 'db' | 'log' | 'onEnd'>): LiveStream | undefined;
  /** How many streams this copy holds open (for the bench and logs). */
  readonly openStreams: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

const deliverLiveEvents: FastifyPluginAsync = async (app) => {
  const registry = new StreamRegistry();
  let listener: UserEventsListener | undefined;
  let keepaliveTimer: NodeJS.Timeout | undefined;
  let closing = false;

  app.decorate('liveEvents', {
    open: (options) => {
      if (closing) return undefined;
      const stream = new LiveStream({
        ...options,
        db: app.db,
        log: app.log,
        onEnd: (ended) => registry.remove(ended),
      });
      // Registered before the first read, so no notification can fall between the two.
      registry.add(stream);
      // In the same turn: the person never holds more than their limit, even for a moment.
      const keep = app.config.LIVE_STREAMS_PER_PERSON;
      for (const oldest of registry.oldestBeyond(stream.userId, keep)) oldest.end(SUPERSEDED_FRAME);
      stream.wake();
      return stream;
    },
    get openStreams() {
      return registry.size;
    },
  } satisfies LiveEvents);

  app.addHook('onReady', async () => {
    listener = await listenForUserEvents(app.db, {
      onNotify: (payload) => registry.dispatch(payload),
      onReconnect: () => registry.wakeAll(),
      log: app.log,
    });
    keepaliveTimer = setInterval(
      () => registry.keepAllAlive(),
      app.config.LIVE_KEEPALIVE_SECONDS * 1000,
    );
    keepaliveTimer.unref();
  });

  // Before the HTTP server closes: it would otherwise wait for every open stream to end. Each
  // client is told to come back soon: through the balancer, that is another copy.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(keepaliveTimer);
    await registry.endAll(shutdownRetryField);
  });

  app.addHook('onClose', async () => {
    await listener?.close();
    listener = undefined;
  });
};

/**
 * Live delivery (docs/decisions/0032-live-events-over-sse.md): one LISTEN on the user_events
 * channel per process, routing each notification to that person's open streams here, which read
 * the rows themselves. Any number of copies can run: each listens, and the table is the truth.
 */
export const liveEventsPlugin = fp(deliverLiveEvents, { name: 'liveEvents', dependencies: ['db'] });
