// `npm run scale`: on a fresh clone as well as a warm one. Installs when needed (like npm test),
// checks that the machine has the programs it starts (scripts/scale/prerequisites.ts), builds the
// server into dist/server (webpack, about 20 s) so the copies run what production runs
// (`node dist/server/server.js`, docs/running-in-production.md), then runs the checks
// (scripts/scale/scale.ts, arguments passed on). Always rebuilt: a copy must never run a stale
// bundle or stale migrations.
import './required-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureAuthEmulatorTools, ensureDependencies } from './ensure-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args) {
  const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (signal) process.kill(process.pid, signal);
  if (status !== 0) process.exit(status ?? 1);
}

ensureDependencies();
// HAProxy, PostgreSQL, Redis: named at once when missing, with the command that installs them.
run(bin('tsx'), ['scripts/scale/checkPrerequisites.ts', ...process.argv.slice(2)]);
// The copies sign people in against a real Auth emulator.
ensureAuthEmulatorTools();
console.log('building the server into dist/server (webpack.server.config.ts)');
run(bin('webpack'), [
  '--config',
  'webpack.server.config.ts',
  '--mode',
  'production',
  '--stats',
  'errors-warnings',
]);
run(bin('tsx'), ['scripts/scale/scale.ts', ...process.argv.slice(2)]);
