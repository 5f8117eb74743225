// Installs npm dependencies when node_modules is missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh clone. Plain Node: it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.deps-stamp');

function lockHash() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

function run(args) {
  console.log(`> npm ${args.join(' ')}`);
  return spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status === 0;
}

export function ensureDependencies() {
  const wanted = lockHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (current === wanted) return;
  console.log('Installing dependencies (first run or package-lock.json changed)...');
  // `npm ci` is exact and fast; `npm install` is the fallback for registries that lack an
  // optional platform package the lockfile names.
  const ok = run(['ci', '--no-audit', '--no-fund']) || run(['install', '--no-audit', '--no-fund']);
  if (!ok) {
    console.error('Could not install dependencies; see the npm output above.');
    process.exit(1);
  }
  writeFileSync(stampFile, `${lockHash()}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
