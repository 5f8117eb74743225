// Decides whether the production client must be rebuilt: any source newer than the last build.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/client', 'src/shared', 'public', 'webpack.config.ts', 'package-lock.json'];
const STAMP = 'dist/client/.build-stamp';

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
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => {
    const file = path.join(root, source);
    return existsSync(file) && newestMtime(file) > built;
  });
}

export function markClientBuilt(root) {
  writeFileSync(path.join(root, STAMP), `${new Date().toISOString()}\n`);
}

// `node scripts/client-build-stamp.mjs --mark` after `npm run build`, so `npm start` reuses it.
if (process.argv.includes('--mark')) markClientBuilt(path.resolve(import.meta.dirname, '..'));
