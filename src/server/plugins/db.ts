import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/**
 * Makes the database and configuration reachable from every route as `app.db` and `app.config`.
 * The caller opened the database and closes it (server.ts on shutdown, tests after each file),
 * so the app never closes what it did not open.
 */
export function decorateWithDatabase(app: FastifyInstance, config: Config, db: Database): void {
  app.decorate('db', db);
  app.decorate('config', config);
}
