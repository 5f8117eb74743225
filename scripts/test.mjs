// `npm test`: installs when needed, then runs every jest project (client and server) in one run.
// --experimental-vm-modules: PGlite loads its WebAssembly with a dynamic import, and Jest 30
// require()s ES-module-only packages (msw's rettime, fastify's cookie); jest only does either with
// that flag. It runs on the Node of .nvmrc (scripts/required-node.mjs), fetched when this is older.
import './required-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureAuthEmulatorTools, ensureDependencies } from './ensure-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const flags = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'];

ensureDependencies();
// The server tests sign in against a real Auth emulator (jest's globalSetup starts it).
ensureAuthEmulatorTools();
const { status } = spawnSync(process.execPath, [...flags, jest, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(status ?? 1);
