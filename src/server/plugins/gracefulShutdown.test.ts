/**
 * @database postgres
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { CategoryListSchema } from '../../shared/schemas/category';
import { createTestDatabase } from '../testing/postgres/testDatabase';
import { type ServerProcess, startServerProcess } from '../testing/serverProcess';

/**
 * SIGTERM to a real server process (what a rolling restart sends): GET /api/ready turns 503 at
 * once, a request in flight when the copy stops accepting connections still gets its 200, and
 * the process exits 0. The request is held in flight by a table lock the test takes and lets go,
 * so each step waits for a condition, never for an amount of time. The one time in it is the
 * grace period, which only has to outlast a few polls of GET /api/ready.
 */
describe('SIGTERM to a server process', () => {
  let dataDir: string;
  let databaseUrl: string;
  let locker: Client;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'usedbooks-shutdown-'));
    databaseUrl = await createTestDatabase({ seeded: true });
    locker = new Client({ connectionString: databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await locker.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Polls (each poll a query) until the server's query waits for the test's lock, or the request
   * has its answer without having waited (then: false).
   */
  const untilAQueryWaitsForTheLock = async (answered: () => boolean) => {
    while (!answered()) {
      const { rows } = await locker.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.waiting > 0) return true;
      await sleep(50);
    }
    return false;
  };

  /**
   * GET /api/Categories, held in flight by the lock. A request answered before its query reached
   * the lock (on a crowded machine, one the server could not run yet) holds nothing: it is
   * asked again, so the test starts from a request truly in flight, and says so if it never is.
   */
  const holdARequest = async (url: string) => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      let answered = false;
      const inFlight = fetch(`${url}/api/Categories`).finally(() => {
        answered = true;
      });
      if (await untilAQueryWaitsForTheLock(() => answered)) return { inFlight };
      const early = await inFlight;
      console.warn(`attempt ${attempt}: answered ${early.status} before waiting for the lock`);
    }
    throw new Error('no request to /api/Categories ever waited for the lock');
  };

  const readyStatus = async (url: string) => (await fetch(`${url}/api/ready`)).status;

  it('lets the request in flight finish with 200 while not ready, then exits 0', async () => {
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ACCESS_TOKEN_SECRET: 'shutdown-test-access-token-secret-0123456789',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      SHUTDOWN_GRACE_SECONDS: '5',
      SHUTDOWN_DEADLINE_SECONDS: '120',
    });
    const { url, child } = server;
    expect(await readyStatus(url)).toBe(200);

    await locker.query('begin');
    await locker.query('lock table categories in access exclusive mode');
    const { inFlight } = await holdARequest(url);

    child.kill('SIGTERM');
    // 200 until the signal is handled, then 503 for the whole grace period.
    while ((await readyStatus(url)) === 200);
    expect(await readyStatus(url)).toBe(503);
    // The grace period is over: no new connections; the held request is still in flight.
    await server.logged(/^closing: no new connections/);
    expect(child.exitCode).toBeNull();

    await locker.query('commit');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    // So its keep-alive connection closes with it and does not hold the exit up.
    expect(answer.headers.get('connection')).toBe('close');
    expect(CategoryListSchema.parse(await answer.json())).toHaveLength(3);
    expect(await server.exited).toBe(0);
  }, 120_000);
});
