import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

/**
 * Makes the database and configuration reachable from every route as `app.db` and `app.config`.
 * The caller opened the database and closes it (server.ts on shutdown, tests after each file),
 * so the app never closes what it did not open.
 */
export function decorateWithDatabase(app: FastifyInstance, config: AppConfig, db: Database): void {
  app.decorate('db', db);
  app.decorate('config', config);
}
