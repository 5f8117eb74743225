import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { Client, type Pool } from 'pg';
import type { Database } from '../db/client';
import { USER_EVENTS_CHANNEL } from './streamRegistry';

export interface UserEventsListener {
  close(): Promise<void>;
}

export interface ChannelListener extends UserEventsListener {
  /**
   * Resolves once every notification committed before the call has been handled: on PostgreSQL
   * a round trip on the listening session, whose server sends pending notifications before it
   * answers; at once on PGlite, which hands them over before the writing call returns. Rejects
   * while the connection is down (notifications may then be missed).
   */
  caughtUp(): Promise<void>;
}

interface ListenOptions {
  onNotify: (payload: string) => void;
  /** The connection was lost and is back: notifications in between were missed. */
  onReconnect: () => void;
  log: FastifyBaseLogger;
}

/** How the listening session shows in pg_stat_activity (operators, and the reconnect test). */
export const LISTENER_APPLICATION_NAME = 'usedbooks-live-events';

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/**
 * The process's ONE subscription to the user_events channel: PGlite's listen() in its one
 * process, or on PostgreSQL a dedicated connection (not the pool's: LISTEN belongs to a session)
 * that reconnects with a growing delay whenever it drops, every copy of the server having its own.
 */
export async function listenForUserEvents(
  db: Database,
  options: ListenOptions,
): Promise<UserEventsListener> {
  return listenOnChannel(db, USER_EVENTS_CHANNEL, LISTENER_APPLICATION_NAME, options);
}

/** One channel's subscription, as listenForUserEvents describes; `name` shows in pg_stat_activity. */
export async function listenOnChannel(
  db: Database,
  channel: string,
  name: string,
  options: ListenOptions,
): Promise<ChannelListener> {
  // drizzle keeps the driver's client as $client; the driver-neutral Database type leaves it out.
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    try {
      const unlisten = await client.listen(channel, options.onNotify);
      return {
        close: async () => (client.closed ? undefined : unlisten()),
        caughtUp: async () => undefined,
      };
    } catch (error) {
      // A database that cannot listen fails every request anyway; the server still starts, and
      // streams opened meanwhile send what they read at connection (their clients reconnect).
      options.log.error({ err: error, channel }, 'cannot LISTEN on PGlite');
      return {
        close: async () => undefined,
        caughtUp: () => Promise.reject(new Error(`not listening on ${channel}`)),
      };
    }
  }
  return listenOnPostgres((client as Pool).options, channel, name, options);
}

async function listenOnPostgres(
  poolOptions: Pool['options'],
  channel: string,
  name: string,
  { onNotify, onReconnect, log }: ListenOptions,
): Promise<ChannelListener> {
  let closing = false;
  let connection: Client | undefined;
  /** The connection, once it listens; undefined while it is down. */
  let listening: Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new Client({
      ...poolOptions,
      application_name: name,
      keepAlive: true,
    });
    connection = next;
    // 'error' then 'end' follow a drop; either starts one reconnect.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closing) return;
      lost = true;
      if (listening === next) listening = undefined;
      if (error) log.warn({ err: error, channel }, 'LISTEN connection lost');
      next.removeAllListeners('notification');
      scheduleRetry();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error as Error);
      void next.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    if (isReconnect) {
      log.info({ channel }, 'LISTEN connection back; catching up');
      onReconnect();
    }
    if (!lost) listening = next;
  };

  const scheduleRetry = () => {
    if (closing) return;
    retryTimer = setTimeout(() => void connect(true), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  // Callers arriving while a round trip is under way wait for the next one: the one under way may
  // have been sent before their notification was.
  let underWay: Promise<void> | undefined;
  let following: Promise<void> | undefined;
  const roundTrip = (): Promise<void> => {
    if (!listening) return Promise.reject(new Error(`not listening on ${channel}`));
    const sent = listening.query('select 1').then(() => undefined);
    underWay = sent.finally(() => {
      underWay = undefined;
    });
    return underWay;
  };
  const caughtUp = (): Promise<void> => {
    if (!underWay) return roundTrip();
    following ??= underWay
      .catch(() => undefined)
      .then(() => {
        following = undefined;
        return roundTrip();
      });
    return following;
  };

  await connect(false);
  return {
    caughtUp,
    close: async () => {
      closing = true;
      clearTimeout(retryTimer);
      const last = connection;
      last?.removeAllListeners();
      // An 'error' after removing the listeners must not crash the process.
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
