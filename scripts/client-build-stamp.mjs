// Decides whether the production client must be rebuilt: any source newer than the last build.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src/client',
  'src/shared',
  'public',
  'webpack.config.ts',
  'scripts/build',
  'package-lock.json',
];
const STAMP = 'dist/client/.build-stamp';
// Must match CLIENT_ENV_NAMES in webpack.config.ts: the bundle bakes these in.
const CLIENT_ENV_NAMES = [
  'USE_AUTH_EMULATOR',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_URL',
  'IMAGE_HOST_KEY',
  'IMAGE_HOST_URL',
];
const clientEnvironment = () =>
  JSON.stringify(CLIENT_ENV_NAMES.map((name) => [name, process.env[name] ?? '']));

function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file))
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

export function clientIsStale(root) {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return true;
  const [, builtWith] = readFileSync(stamp, 'utf8').split('\n');
  if (builtWith !== clientEnvironment()) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => {
    const file = path.join(root, source);
    return existsSync(file) && newestMtime(file) > built;
  });
}

export function markClientBuilt(root) {
  writeFileSync(path.join(root, STAMP), `${new Date().toISOString()}\n${clientEnvironment()}\n`);
}

// `node scripts/client-build-stamp.mjs --mark` after `npm run build`, so `npm start` reuses it.
if (process.argv.includes('--mark')) markClientBuilt(path.resolve(import.meta.dirname, '..'));
