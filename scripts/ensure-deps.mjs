// Installs npm dependencies exactly as the lockfile says (`npm ci`) when node_modules is missing
// or older than the lockfile, so that `npm start` and `npm test` work on a fresh clone. Plain
// Node: it runs before anything is installed.
//
//   ensureDependencies()                  the project's own packages
//   ensureAuthEmulatorTools()             the Firebase CLI for the Auth emulator (tools/auth-emulator),
//                                         kept apart because only the emulator needs its 600 packages
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const emulatorToolsDir = path.join(root, 'tools', 'auth-emulator');

function lockHash(folder) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    hash.update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex');
}

/** `npm ci` in `folder` unless its node_modules already matches its lockfile. */
function installExactly(folder, what, extraArgs = []) {
  const stampFile = path.join(folder, 'node_modules', '.deps-stamp');
  const wanted = lockHash(folder);
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (current === wanted) return;
  console.log(`Installing ${what} (first run or its package-lock.json changed)...`);
  const args = ['ci', '--no-audit', '--no-fund', ...extraArgs];
  console.log(`> npm ${args.join(' ')}   (in ${path.relative(root, folder) || '.'})`);
  const { status } = spawnSync('npm', args, { cwd: folder, stdio: 'inherit' });
  if (status !== 0) {
    // No fallback to `npm install`: it would quietly install something other than what was tested.
    console.error(
      `\nCould not install ${what}; npm's output is above. If it says package-lock.json is out ` +
        'of sync, whoever changed package.json runs `npm install` and then ' +
        '`node scripts/complete-lockfile.mjs` (see docs/decisions), and commits the lockfile.',
    );
    process.exit(1);
  }
  writeFileSync(stampFile, `${wanted}\n`);
}

export function ensureDependencies() {
  installExactly(root, 'dependencies');
}

/** Installs the Firebase CLI when missing; answers the path of its `firebase` command. */
export function ensureAuthEmulatorTools() {
  // Install scripts off: the only one (re2, a regex engine for the CLI's hosting server, which the
  // Auth emulator never starts) would compile C++ for a minute.
  installExactly(emulatorToolsDir, 'the Firebase Auth emulator', ['--ignore-scripts']);
  const bin = process.platform === 'win32' ? 'firebase.cmd' : 'firebase';
  return path.join(emulatorToolsDir, 'node_modules', '.bin', bin);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  if (process.argv.includes('--with-auth-emulator')) ensureAuthEmulatorTools();
}
