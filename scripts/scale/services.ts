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
export async function startSharedServices(workDir: string, redis: boolean): Promise<SharedServices> {
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const binDir = findPostgresBinDir();
    if (!binDir) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
    const postgres: RunningPostgres = await startPostgres(binDir);
    stops.push(() => stopPostgres(postgres));
    process.once('exit', () => stopPostgres(postgres));
    const databaseUrl = await createDatabase(postgres.url, 'scale');

    const emulator: RunningEmulator = await startAuthEmulator();
    stops.push(() => stopAuthEmulator(emulator));
    process.once('exit', () => killAuthEmulatorNow(emulator));

    const redisUrl = redis ? await startRedis(workDir, stops) : undefined;
    return { databaseUrl, emulatorHost: emulator.host, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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
