import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  db: Database;
}

const decorateWithDatabase: FastifyPluginAsync<DbPluginOptions> = async (app, { config, db }) => {
  app.decorate('db', db);
  app.decorate('config', config);
};

/**
 * Makes the database and configuration reachable from every route as `app.db` and `app.config`;
 * most other plugins name it as a dependency. The caller opened the database and closes it
 * (server.ts on shutdown, tests after each file), so the app never closes what it did not open.
 */
export const dbPlugin = fp(decorateWithDatabase, { name: 'db' });
