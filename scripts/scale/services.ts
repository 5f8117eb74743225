import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  killAuthEmulatorNow,
  startAuthEmulator,
  stopAuthEmulator,
  type RunningEmulator,
} from '../../src/server/testing/authEmulator/process';
import {
  createDatabase,
  findPostgresBinDir,
  freeLoopbackPort,
  startPostgres,
  stopPostgres,
  type RunningPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { LOOPBACK } from './copies';
import { spawnGroup, stopGroup } from './processGroups';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** What the copies share and the run stops at its end: PostgreSQL, the emulator, maybe Redis. */
export interface SharedServices {
  databaseUrl: string;
  emulatorHost: string;
  redisUrl: string | undefined;
  stop(): Promise<void>;
}

/** Starts them; whatever already started is stopped again when a later one fails. */
export async function startSharedServices(
  workDir: string,
  redis: boolean,
): Promise<SharedServices> {
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const binDir = findPostgresBinDir();
    if (!binDir) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
    // Side by side: each takes seconds, and each is stopped again if the other fails.
    const [postgres, emulator] = await allStarted([
      startPostgres(binDir).then((started: RunningPostgres) => {
        stops.push(() => stopPostgres(started));
        process.once('exit', () => stopPostgres(started));
        return started;
      }),
      startAuthEmulator().then((started: RunningEmulator) => {
        stops.push(() => stopAuthEmulator(started));
        process.once('exit', () => killAuthEmulatorNow(started));
        return started;
      }),
    ]);
    const databaseUrl = await createDatabase(postgres.url, 'scale');

    const redisUrl = redis ? await startRedis(workDir, stops) : undefined;
    return { databaseUrl, emulatorHost: emulator.host, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits for every start, so that none is still under way when a failure stops the others. */
async function allStarted<A, B>(starts: [Promise<A>, Promise<B>]): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled(starts);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

/** A throwaway redis-server: loopback, no persistence, its folder in the run's. */
async function startRedis(workDir: string, stops: (() => Promise<void> | void)[]): Promise<string> {
  const port = await freeLoopbackPort();
  const args = ['--port', String(port), '--bind', LOOPBACK, '--save', '', '--appendonly', 'no'];
  const spawned = spawnGroup(REDIS_SERVER, [...args, '--dir', workDir], {
    cwd: workDir,
    env: { PATH: process.env.PATH ?? '' },
    logFile: path.join(workDir, 'redis.log'),
  });
  stops.push(() => stopGroup(spawned, 5000));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await answersPing(port)) return `redis://${LOOPBACK}:${port}`;
    await sleep(100);
  }
  throw new Error(`redis-server did not answer on port ${port}:\n${spawned.tail()}`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, LOOPBACK);
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
