import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  findPostgresBinDir,
  type RunningPostgres,
  startPostgres,
  stopPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { type ServerProcess, startServerProcess } from '../../src/server/testing/serverProcess';

/**
 * `npm run check:dist`: does the build (`npm run build`: dist/server and dist/client) run from a
 * production install, with plain `node` and only package.json's dependencies? In a temporary
 * folder holding package.json, package-lock.json and dist/ only: `npm ci --omit=dev
 * --ignore-scripts` (with its own npm cache in the system's temp folder, so the project's
 * node_modules and the user's cache stay as they are), then `node dist/server/server.js` on the
 * embedded PGlite and on a throwaway PostgreSQL (when its binaries are installed), each asked for
 * GET /api/health, /api/ready and a public list, then sent SIGTERM: /api/ready turns 503 and the
 * process exits 0. Prints each check; exits 1 if one fails.
 */
const ROOT = path.resolve(__dirname, '../..');
const NPM_CACHE = path.join(tmpdir(), 'usedbooks-check-dist-npm-cache');

let failures = 0;
function check(what: string, ok: boolean, detail = ''): void {
  if (!ok) failures += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? `  (${detail})` : ''}`);
}

function productionInstall(dir: string): void {
  for (const file of ['package.json', 'package-lock.json']) {
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
  const args = [
    'ci',
    '--omit=dev',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
  ];
  console.log(`> npm ${args.join(' ')}   (in ${dir}, cache ${NPM_CACHE})`);
  execFileSync('npm', [...args, '--cache', NPM_CACHE], { cwd: dir, stdio: 'inherit' });
  const devOnly = ['tsx', 'typescript', 'webpack'].filter((name) =>
    existsSync(path.join(dir, 'node_modules', name)),
  );
  check('the install has no development tools', devOnly.length === 0, devOnly.join(', '));
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

async function checkServer(label: string, server: ServerProcess, withClient: boolean) {
  const api = `${server.url}/api`;
  const health = await getJson(`${api}/health`);
  check(`${label}: GET /api/health`, health.status === 200, JSON.stringify(health.body));
  const ready = await getJson(`${api}/ready`);
  check(`${label}: GET /api/ready`, ready.status === 200, JSON.stringify(ready.body));
  const categories = await getJson(`${api}/Categories`);
  const names = Array.isArray(categories.body) ? categories.body.length : 0;
  check(`${label}: GET /api/Categories`, categories.status === 200 && names > 0, `${names}`);
  if (withClient) {
    // As a browser asks for a page (a script asking for JSON gets the API's 404, plugins/static.ts).
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    check(`${label}: GET / (the client)`, page.ok, `${page.status}`);
    const robots = await fetch(`${server.url}/robots.txt`);
    const rules = await robots.text();
    check(`${label}: GET /robots.txt`, robots.ok && rules.includes('Disallow: /dashboard'));
  }

  server.child.kill('SIGTERM');
  let drained = 0;
  while (drained === 0) {
    const status = (await fetch(`${api}/ready`)).status;
    if (status !== 200) drained = status;
  }
  check(`${label}: after SIGTERM, GET /api/ready`, drained === 503, `${drained}`);
  const code = await server.exited;
  check(`${label}: exits 0 after SIGTERM`, code === 0, `exit ${code}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist/server/server.js'))) {
    throw new Error('dist/server/server.js is missing: run `npm run build` first');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'usedbooks-dist-'));
  let postgres: RunningPostgres | undefined;
  try {
    productionInstall(dir);
    const withClient = existsSync(path.join(dir, 'dist/client/index.html'));
    const entry = { args: ['dist/server/server.js'], cwd: dir };
    const env = {
      ACCESS_TOKEN_SECRET: 'check-dist-only-access-token-secret-0123456789',
      // The demo data, for a public list with something in it; no emulator, so told twice.
      SEED_DEMO: 'true',
      SEED_DEMO_IN_PRODUCTION: 'yes-i-know',
      CLIENT_DIR: path.join(dir, 'dist/client'),
      // Long enough to see 503 several times over, short enough to wait for.
      SHUTDOWN_GRACE_SECONDS: '2',
    };
    const pglite = { ...env, DATA_DIR: path.join(dir, 'data') };
    await checkServer('PGlite', await startServerProcess(pglite, entry), withClient);

    const binDir = findPostgresBinDir();
    if (binDir) {
      postgres = await startPostgres(binDir);
      const databaseUrl = await createDatabase(postgres.url, 'check_dist');
      const onPostgres = { ...env, DATA_DIR: path.join(dir, 'data-pg'), DATABASE_URL: databaseUrl };
      await checkServer('PostgreSQL', await startServerProcess(onPostgres, entry), withClient);
    } else {
      console.log('SKIP  PostgreSQL: its binaries are not installed');
    }
  } finally {
    if (postgres) stopPostgres(postgres);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    failures === 0 ? '\nThe build runs from a production install.' : `\n${failures} failed`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
