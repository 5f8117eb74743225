import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { Client, type Pool } from 'pg';
import type { Database } from '../db/client';
import { USER_EVENTS_CHANNEL } from './streamRegistry';

export interface UserEventsListener {
  close(): Promise<void>;
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
  // drizzle keeps the driver's client as $client; the driver-neutral Database type leaves it out.
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    try {
      const unlisten = await client.listen(USER_EVENTS_CHANNEL, options.onNotify);
      return { close: async () => (client.closed ? undefined : unlisten()) };
    } catch (error) {
      // A database that cannot listen fails every request anyway; the server still starts, and
      // streams opened meanwhile send what they read at connection (their clients reconnect).
      options.log.error({ err: error }, 'live events: cannot LISTEN on PGlite');
      return { close: async () => undefined };
    }
  }
  return listenOnPostgres((client as Pool).options, options);
}

async function listenOnPostgres(
  poolOptions: Pool['options'],
  { onNotify, onReconnect, log }: ListenOptions,
): Promise<UserEventsListener> {
  let closing = false;
  let connection: Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new Client({
      ...poolOptions,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    connection = next;
    // 'error' then 'end' follow a drop; either starts one reconnect.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closing) return;
      lost = true;
      if (error) log.warn({ err: error }, 'live events: LISTEN connection lost');
      next.removeAllListeners('notification');
      scheduleRetry();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === USER_EVENTS_CHANNEL && message.payload) onNotify(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${USER_EVENTS_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      void next.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    if (isReconnect) {
      log.info('live events: LISTEN connection back; open streams catch up');
      onReconnect();
    }
  };

  const scheduleRetry = () => {
    if (closing) return;
    retryTimer = setTimeout(() => void connect(true), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  await connect(false);
  return {
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
