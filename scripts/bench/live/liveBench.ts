import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAccessTokens } from '../../../src/server/auth/accessToken';
import { createDatabase } from '../../../src/server/testing/postgres/postgresServer';
import { API, API_PREFIX } from '../../../src/shared/apiPaths';
import { freePort, startServer, type RunningServer } from '../processes';
import { openReaders, type SendTimes } from './liveReaders';
import { printLiveReport } from './liveReport';
import { MEMORY_PROBE, memoryFile, readMemory } from './memory';
import { seedPairs } from './seedPairs';
import { sendMessages } from './sendMessages';

const ACCESS_TOKEN_SECRET = 'bench-only-live-access-token-secret-0123456789';
/** 500 buyer/seller pairs: 1,000 readers, each message read by both of its pair. */
const PAIRS = 500;
const MESSAGES_PER_SECOND = 50;
const DELIVERY_TIMEOUT_MS = 60_000;

function startCopy(name: string, dataDir: string, databaseUrl: string | undefined, port: number) {
  return startServer({
    name,
    entry: 'src/server/server.ts',
    port,
    readyPath: `${API_PREFIX}${API.health.url()}`,
    logFile: path.join(dataDir, `${name.replace(/\W+/g, '-')}.log`),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ACCESS_TOKEN_SECRET,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'true',
      SEED_DEMO_IN_PRODUCTION: 'yes-i-know',
      // Every message comes from this one machine at 50/s: measure delivery, not the limit.
      MESSAGE_RATE_LIMIT_PER_MINUTE: '10000',
      // 1,000 readers on one address: measure delivery, not the per-address connection cap.
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS: '100000',
      // The memory probe (memory.ts): a full collection and the figures on SIGUSR2.
      NODE_OPTIONS: `--expose-gc --import ./${MEMORY_PROBE}`,
      BENCH_MEMORY_FILE: memoryFile(dataDir, port),
    },
  });
}

/**
 * `npm run bench -- --live [--postgres]`: 1,000 open streams on one server copy, one message per
 * conversation at 50/s, the delivery latency to both people of each conversation, and the copy's
 * memory before, with and after the streams. With --postgres, two copies on one database:
 * messages sent through copy A, read on copy B (LISTEN/NOTIFY between them).
 */
export async function runLiveBench(workDir: string, postgresUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(workDir, 'live-'));
  const databaseUrl = postgresUrl && (await createDatabase(postgresUrl, 'bench_live'));
  console.log(`Seeding ${PAIRS} buyer/seller pairs with a conversation each`);
  const pairs = await seedPairs({ dataDir, databaseUrl }, PAIRS);
  const tokens = createAccessTokens({ secret: ACCESS_TOKEN_SECRET, ttlSeconds: 24 * 3600 });
  const tokenOf = (email: string) =>
    tokens.issue({ uid: email, email, emailVerified: true, tokenVersion: 0 });

  const started: RunningServer[] = [];
  try {
    const readerPort = await freePort();
    const readerCopy = await startCopy('copy B (readers)', dataDir, databaseUrl, readerPort);
    started.push(readerCopy);
    const senderCopy = databaseUrl
      ? await startCopy('copy A (senders)', dataDir, databaseUrl, await freePort())
      : readerCopy;
    if (senderCopy !== readerCopy) started.push(senderCopy);
    const memoryOfReaders = () => readMemory(readerCopy.pid, memoryFile(dataDir, readerPort));
    const before = await memoryOfReaders();

    const sentAt: SendTimes = new Map();
    const readerTokens = await Promise.all(
      pairs.flatMap(({ buyer, seller }) => [tokenOf(buyer), tokenOf(seller)]),
    );
    const eventsUrl = `${readerCopy.baseUrl}${API_PREFIX}${API.liveEvents.url()}`;
    console.log(`Opening ${readerTokens.length} streams`);
    const readers = await openReaders(eventsUrl, readerTokens, sentAt);
    const withStreams = await memoryOfReaders();

    console.log(`Sending ${pairs.length} messages at ${MESSAGES_PER_SECOND}/s`);
    const senders = await Promise.all(
      pairs.map(async ({ conversationId, buyer }) => ({
        conversationId,
        token: await tokenOf(buyer),
      })),
    );
    const refused = await sendMessages(senderCopy.baseUrl, senders, MESSAGES_PER_SECOND, sentAt);
    const expected = (pairs.length - refused) * 2;
    const undelivered = await readers.allDelivered(expected, DELIVERY_TIMEOUT_MS).then(
      () => undefined,
      (error: Error) => error.message,
    );
    const afterDelivery = await memoryOfReaders();
    readers.close();
    await sleep(3000);
    const after = await memoryOfReaders();
    // The same streams again: the first opening grew the process to its high-water mark (V8 and
    // malloc keep the pages they grew to), so this is what open streams cost a warm server.
    const reopened = await openReaders(eventsUrl, readerTokens, new Map());
    const withStreamsAgain = await memoryOfReaders();
    reopened.close();
    printLiveReport({
      copies: databaseUrl ? 2 : 1,
      streams: readerTokens.length,
      refused,
      undelivered,
      strays: readers.strays,
      latencies: readers.latencies,
      memory: { before, withStreams, afterDelivery, after, withStreamsAgain },
    });
  } finally {
    for (const server of started) await server.stop();
  }
}
