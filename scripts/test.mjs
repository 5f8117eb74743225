// `npm test`: installs when needed, then runs every jest project (client and server) in one run.
// `npm run test:deep` (--deep) runs the same files plus the deeper plans: the whole hostile-input
// plan, the 100k-row query plans and the database-dependent files on PGlite too
// (scripts/jest/serverTestPlacement.ts, docs/decisions/0046-tests-say-their-database.md).
// --experimental-vm-modules: PGlite loads its WebAssembly with a dynamic import, and Jest 30
// require()s ES-module-only packages (msw's rettime, fastify's cookie); jest only does either with
// that flag. It runs on the Node of .nvmrc (scripts/required-node.mjs), fetched when this is older.
import './required-node.mjs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAuthEmulatorTools, ensureDependencies } from './ensure-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const flags = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'];

// `--deep --rest`: only what the deep run adds to `npm test` (CI runs `npm test`, then this).
const depth = process.argv.includes('--rest')
  ? 'rest'
  : process.argv.includes('--deep')
    ? 'deep'
    : undefined;
const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--deep' && arg !== '--rest');

const started = performance.now();
ensureDependencies();
// The server tests sign in against a real Auth emulator (jest's globalSetup starts it).
ensureAuthEmulatorTools();
// Node keeps the code it compiled from node_modules (jest, ts-jest's TypeScript, jsdom) on disk,
// so jest and each worker it starts (workers are replaced as their memory grows) skip compiling
// them again: about 0.4 of 1.4 s of CPU per process. Jest's own loading of the tests' modules is
// not covered. The cache is keyed by each file's content and Node's version.
const compileCache = process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), 'node-compile-cache');
const { status } = spawnSync(process.execPath, [...flags, jest, ...jestArgs], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_COMPILE_CACHE: compileCache,
    ...(depth ? { TEST_DEPTH: depth } : {}),
  },
});
// The whole run as a person waits for it: jest's own "Time" leaves out its start, globalSetup
// and globalTeardown.
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `npm ${depth ? `run test:deep (${depth})` : 'test'}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
);
process.exit(status ?? 1);
