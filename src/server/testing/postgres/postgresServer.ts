import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/** Set by the server project's globalSetup when it started PostgreSQL for this run. */
export const TEST_POSTGRES_URL_VARIABLE = 'TEST_POSTGRES_URL';

/**
 * Set (to "postgres") by the setup file of the server-postgres jest project only: that project
 * runs every server test file again, on a fresh database of the run's PostgreSQL server.
 */
export const TEST_DATABASE_VARIABLE = 'TEST_DATABASE';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust auth, loopback only. */
  url: string;
  workDir: string;
  dataDir: string;
  binDir: string;
}

/** Where Debian (and this machine's /usr/local/bin links) keep initdb and pg_ctl; newest first. */
export function findPostgresBinDir(): string | undefined {
  const hasTools = (dir: string) =>
    ['initdb', 'pg_ctl'].every((t) => existsSync(path.join(dir, t)));
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = ['/usr/local/bin', ...versions.map((v) => path.join(debian, v, 'bin'))];
  return candidates.find(hasTools);
}

/** postgres refuses to run as root, so as root every command runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const command = (binDir: string, tool: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args]]
    : [path.join(binDir, tool), args];

/** A loopback port nobody listens on right now (the OS picks it); the proof scripts use it too. */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PostgresOptions {
  /**
   * Keep PostgreSQL's own crash safety (fsync, synchronous commit, full pages), as a production
   * server would, for the durability check. Off for tests: their data dies with the run.
   */
  durable?: boolean;
}

/**
 * A throwaway PostgreSQL server for tests of the production database path: a fresh cluster in a
 * temporary folder, trust auth on a free loopback port, no fsync unless `durable`.
 */
export async function startPostgres(
  binDir: string,
  { durable = false }: PostgresOptions = {},
): Promise<RunningPostgres> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pg-tests-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(workDir, id('-u'), id('-g'));
  }
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'postgres.log');
  const port = await freeLoopbackPort();
  const unsafe = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const settings = `-h 127.0.0.1 -p ${port} -k ${workDir}${unsafe} -c max_connections=200`;
  try {
    await run(
      ...command(binDir, 'initdb', [
        '-D',
        dataDir,
        '-N',
        '-A',
        'trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
        // As PGlite's: C collation (byte order), C.UTF-8 character classes. Under a C character
        // locale pg_trgm finds no trigrams in Bangla, so search could not forgive its typos.
        '--locale=C',
        '--lc-ctype=C.UTF-8',
      ]),
    );
    await run(
      ...command(binDir, 'pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '30',
        '-o',
        settings,
        'start',
      ]),
    );
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    rmSync(workDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL for the tests did not start: ${String(error)}\n${log}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, workDir, dataDir, binDir };
}

/** Immediate stop (nothing to keep), then the folder goes. Synchronous, so 'exit' can call it. */
export function stopPostgres({ binDir, dataDir, workDir }: RunningPostgres): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    try {
      execFileSync(...command(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), {
        stdio: 'ignore',
      });
    } catch {
      // already stopped
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}

/**
 * A new database `name` on a running server (replacing one of that name), empty or a copy of
 * `template`; answers its URL. The jest projects, the benchmark and the durability check each
 * make theirs through this.
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
