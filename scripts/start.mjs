// `npm start` (and `npm run dev` with --dev): installs what is missing, builds the client when
// its sources changed, starts the Firebase Auth emulator and the product server, and stops
// everything it started on Ctrl-C. Plain Node, because it runs before dependencies exist; on the
// Node of .nvmrc, fetched first when the machine's own is older (scripts/required-node.mjs).
import './required-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulatorTools, ensureDependencies } from './ensure-deps.mjs';
import { clientIsStale, markClientBuilt } from './client-build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const port = process.env.PORT ?? '5000';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const useEmulator = (process.env.USE_AUTH_EMULATOR ?? 'true') !== 'false';
// The demo accounts can sign in only where the server seeds them into the Auth emulator.
const demoAccounts = useEmulator && !['false', '0', 'no'].includes(process.env.SEED_DEMO ?? '');
const emulatorHost = '127.0.0.1:9099';
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-usedbooks';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];

function start(name, command, args, options = {}) {
  // Own process group: Ctrl-C reaches each child once, from us, so the emulator gets the single
  // SIGINT on which it exports its accounts (a second one would make it quit without saving).
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, ...options });
  children.push({ name, child });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `\n${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`,
      );
      stopAll(1);
    }
  });
  return child;
}

async function waitFor(url, what, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`${what} did not become ready within ${seconds} s (${url}).`);
  stopAll(1);
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port (the local inbox). */
async function waitForPort(port, what, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && !stopping) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) {
    console.error(`${what} did not become ready within ${seconds} s (port ${port}).`);
    stopAll(1);
  }
}

/**
 * Without SMTP_URL, a local inbox (scripts/dev-inbox.mjs) takes the product's e-mails and saves
 * each to data/mail, so a new user sees them; with SMTP_URL, the mails go there instead.
 */
async function startLocalInbox() {
  const inboxPort = process.env.DEV_INBOX_PORT ?? '2525';
  const mailDir = path.join(dataDir, 'mail');
  start('Local inbox', process.execPath, ['scripts/dev-inbox.mjs', mailDir, inboxPort]);
  await waitForPort(Number(inboxPort), 'The local inbox', 30);
  return { url: `smtp://127.0.0.1:${inboxPort}`, where: path.relative(root, mailDir) };
}

/**
 * Without SSLCOMMERZ_STORE_ID (and outside production), a local test gateway
 * (src/server/testing/fakeSslcommerz/main.ts) takes the bKash, Nagad, Rocket and gateway card
 * payments on this machine, so the whole journey works offline; answers the server's variables.
 */
async function startTestGateway() {
  const gatewayPort = process.env.FAKE_SSLCOMMERZ_PORT ?? '5030';
  const store = {
    SSLCOMMERZ_STORE_ID: 'usedbooks-demo',
    SSLCOMMERZ_STORE_PASSWORD: 'usedbooks-demo-password',
  };
  const main = 'src/server/testing/fakeSslcommerz/main.ts';
  start('Test payment gateway', bin('tsx'), [main], {
    env: { ...process.env, ...store, FAKE_SSLCOMMERZ_PORT: gatewayPort },
  });
  await waitForPort(Number(gatewayPort), 'The test payment gateway', 60);
  return { ...store, SSLCOMMERZ_BASE_URL: `http://127.0.0.1:${gatewayPort}` };
}

function startEmulator() {
  const exportDir = path.join(dataDir, 'auth-emulator');
  const logFile = path.join(dataDir, 'auth-emulator.log');
  const args = ['emulators:start', '--only', 'auth', '--project', projectId];
  if (existsSync(path.join(exportDir, 'firebase-export-metadata.json')))
    args.push('--import', exportDir);
  args.push('--export-on-exit', exportDir);
  const log = openSync(logFile, 'a');
  console.log(
    `Starting the Firebase Auth emulator on ${emulatorHost} (log: ${path.relative(root, logFile)})`,
  );
  const firebase = ensureAuthEmulatorTools();
  return start('Firebase Auth emulator', firebase, args, { stdio: ['ignore', log, log] });
}

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    // The emulator exports its accounts only on SIGINT, so the next start finds them.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  }
  const exit = () => process.exit(code);
  const pending = children.filter(
    ({ child }) => child.exitCode === null && child.signalCode === null,
  );
  if (pending.length === 0) exit();
  let left = pending.length;
  for (const { child } of pending) child.on('exit', () => --left === 0 && exit());
  setTimeout(exit, 15_000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
// Last resort if this process dies some other way: leave nothing running behind.
process.on('exit', () => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
});

function printBanner(url) {
  const accounts = [
    'admin@demo.test',
    'seller@demo.test',
    'newseller@demo.test',
    'buyer@demo.test',
  ];
  console.log(`\n  Used Book Resale is running at ${url}\n`);
  if (demoAccounts) {
    console.log('  Demo accounts (password demo1234):');
    for (const account of accounts) console.log(`    ${account}`);
    console.log('');
  }
  console.log(
    localInbox
      ? `  E-mails are saved in ${localInbox.where}/ (one .eml file each; set SMTP_URL to send them).\n`
      : '  E-mails go to the SMTP server of SMTP_URL.\n',
  );
  if (testGateway) {
    console.log(
      `  Payments by bKash, Nagad and Rocket go to the local test gateway at ` +
        `${testGateway.SSLCOMMERZ_BASE_URL} (set SSLCOMMERZ_STORE_ID to use SSLCommerz).\n`,
    );
  }
  console.log('  Press Ctrl-C to stop.\n');
}

ensureDependencies();
mkdirSync(dataDir, { recursive: true });
if (!dev && clientIsStale(root)) {
  console.log('Building the client...');
  const build = spawn(bin('webpack'), ['--mode', 'production', '--stats', 'errors-warnings'], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
  markClientBuilt(root);
}
const serverEnv = {
  LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json',
  ...process.env,
  PORT: port,
  FIREBASE_PROJECT_ID: projectId,
};
if (useEmulator) {
  serverEnv.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  startEmulator();
  await waitFor(`http://${emulatorHost}/`, 'The Firebase Auth emulator', 120);
}
const serverArgs = dev
  ? ['watch', '--clear-screen=false', 'src/server/server.ts']
  : ['src/server/server.ts'];
const localInbox = process.env.SMTP_URL ? undefined : await startLocalInbox();
if (localInbox) serverEnv.SMTP_URL = localInbox.url;
const testGateway =
  process.env.SSLCOMMERZ_STORE_ID || process.env.NODE_ENV === 'production'
    ? undefined
    : await startTestGateway();
if (testGateway) Object.assign(serverEnv, testGateway);
start('Product server', bin('tsx'), serverArgs, { env: serverEnv });
await waitFor(`http://localhost:${port}/api/health`, 'The product server', 120);
if (dev) start('webpack-dev-server', bin('webpack'), ['serve', '--mode', 'development']);
if (!stopping)
  printBanner(
    dev ? `http://localhost:${process.env.DEV_PORT ?? 3000}` : `http://localhost:${port}`,
  );
