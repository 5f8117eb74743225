import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { withAccessTokenSecret } from './auth/accessTokenSecret';
import { seedEmulatorUsers } from './auth/seedEmulatorUsers';
import { ConfigError, loadConfig } from './config';
import { characterLocaleOf, characterLocaleWarning } from './db/characterLocale';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { seedDemoConversations } from './db/seedConversations';
import { drainAndClose, type ShutdownOutcome } from './plugins/gracefulShutdown';

/** Starts the product server: config, database (migrated, seeded), app, then listen. */
async function main(): Promise<void> {
  const config = await withAccessTokenSecret(loadConfig());
  const database = openDatabase(config);
  let app: FastifyInstance | undefined;

  // Drain and close the app first (no new requests, in-flight ones finish), then the database,
  // so PGlite flushes everything to disk before the process ends. A person's Ctrl-C (SIGINT)
  // skips the grace period, which is there for a load balancer (gracefulShutdown.ts).
  const shutdown = async (signal?: NodeJS.Signals): Promise<ShutdownOutcome> => {
    const outcome = app
      ? await drainAndClose(app, {
          graceSeconds: signal === 'SIGTERM' ? config.SHUTDOWN_GRACE_SECONDS : 0,
          deadlineSeconds: config.SHUTDOWN_DEADLINE_SECONDS,
        })
      : 'finished';
    await database.close();
    return outcome;
  };

  try {
    await database.migrate();
    app = await buildApp({ config, db: database.db });
    app.log.info(
      config.DATABASE_URL
        ? { database: 'postgresql' }
        : { database: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pgdata') },
      'database migrated',
    );
    const lcCtype = await characterLocaleOf(database.db);
    const localeWarning = characterLocaleWarning(lcCtype);
    if (localeWarning) app.log.warn({ lcCtype }, localeWarning);
    if (config.SEED_DEMO) {
      app.log.info(await seedDemoData(database.db), 'demo data present');
      app.log.info(await seedDemoConversations(database.db), 'demo conversations present');
      await seedEmulatorUsers(config, app.log).catch((error: unknown) => {
        // The API still works without the emulator; only demo sign-in needs it.
        app?.log.error({ err: error }, 'could not seed the demo users into the Auth emulator');
      });
    }
    // PGlite has no autovacuum: fresh statistics at each start, so that search's query plans
    // know how common a word is (decision 0026). On PostgreSQL autovacuum keeps them.
    if (!config.DATABASE_URL) await database.db.execute(sql`analyze`);
    const address = await app.listen({ host: config.HOST, port: config.PORT });
    app.log.info(`Used Book Resale server ready at ${address}`);
  } catch (error) {
    await shutdown().catch(() => undefined);
    throw error;
  }

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    // Exit explicitly: a stray timer in a dependency must not keep a stopped server alive.
    shutdown(signal).then(
      (outcome) => process.exit(outcome === 'finished' ? 0 : 1),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  // A bad environment is the operator's to fix: the list of variables says it all.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
