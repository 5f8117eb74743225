import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAccessTokens } from '../../src/server/auth/accessToken';
import {
  BUYER_EMAIL,
  NEW_SELLER_EMAIL,
  VERIFIED_SELLER_EMAIL,
} from '../../src/server/db/demo/users';
import { ACCESS_TOKEN_SECRET, freePort, startProductServer } from '../durability/serverProcess';
import { afterTooLarge } from './keepAlive';
import { type AbuseResult, printTable, runCheck } from './report';
import { oneAddressFlood, slowRequests } from './slowConnections';
import { elevenStreams } from './streams';
import { largeImages } from './uploads';

const ROOT = path.resolve(__dirname, '../..');
const USAGE = `npm run abuse -- [--slow N] [--flood N]
  --slow   slow connections held at once (default 5000; fewer when the descriptor limit is low)
  --flood  connections from one address (default 1000)`;

/** This process's descriptor limit (ulimit -n), which the slow connections must stay under. */
function descriptorLimit(): number {
  const answer = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
  return answer === 'unlimited' ? Infinity : Number(answer) || 1024;
}

/** The built client when there is one, else a one-line home page (what the visitor loads). */
function clientDir(workDir: string): string {
  const built = path.join(ROOT, 'dist/client');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const stand = path.join(workDir, 'client');
  mkdirSync(stand);
  writeFileSync(path.join(stand, 'index.html'), '<!doctype html><title>Used Book Resale</title>');
  return stand;
}

/**
 * `npm run abuse`: the product server with its default settings, and what one account or one
 * address can do to it, replayed one after another while a normal user is measured: slow
 * requests, many connections, many live streams, images that are costly to decode, a refused
 * upload on a keep-alive connection. Prints a table; exits 1 when a check misses its goal.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      slow: { type: 'string', default: '5000' },
      flood: { type: 'string', default: '1000' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const limit = descriptorLimit();
  const slow = Math.min(Number(values.slow), limit - 500);
  if (slow < Number(values.slow)) {
    console.log(
      `descriptor limit ${limit} (ulimit -n): ${slow} slow connections, not ${values.slow}`,
    );
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'abuse-'));
  const port = await freePort();
  const server = await startProductServer({
    dataDir: path.join(workDir, 'data'),
    port,
    logFile: path.join(workDir, 'server.log'),
    env: { CLIENT_DIR: clientDir(workDir) },
  });
  const tokens = createAccessTokens({ secret: ACCESS_TOKEN_SECRET, ttlSeconds: 3600 });
  const tokenOf = (email: string) =>
    tokens.issue({ uid: `abuse-${email}`, email, emailVerified: true, tokenVersion: 0 });
  const [abuser, seller, buyer] = await Promise.all(
    [VERIFIED_SELLER_EMAIL, NEW_SELLER_EMAIL, BUYER_EMAIL].map(tokenOf),
  );
  const { baseUrl } = server;
  const results: AbuseResult[] = [];
  try {
    console.log(`the product server at ${baseUrl}, logs in ${workDir}`);
    results.push(
      ...(await runCheck('slow requests', 'cut in time', () =>
        slowRequests(port, baseUrl, abuser!, slow),
      )),
      ...(await runCheck('one address', 'capped', () =>
        oneAddressFlood(port, baseUrl, Number(values.flood)),
      )),
      ...(await runCheck('live streams', '10 open', () => elevenStreams(baseUrl, buyer!))),
      ...(await runCheck('too-large upload', 'no wait', () => afterTooLarge(baseUrl, seller!))),
      // Last: the server may still be decoding them when the run ends.
      ...(await runCheck('large images', 'normal upload in 3 s', () =>
        largeImages(baseUrl, abuser!, seller!),
      )),
    );
  } finally {
    await server.kill();
  }
  const code = printTable(results);
  if (code === 0) rmSync(workDir, { recursive: true, force: true });
  else console.log(`the server's log kept in ${workDir}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
