// `npm test`: installs when needed, then runs every jest project (client and server) in one run.
// --experimental-vm-modules: PGlite loads its WebAssembly with a dynamic import, which jest only
// allows with that flag (see scripts/jest-esm-interop-resolver.cjs for its one side effect).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const flags = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'];

ensureDependencies();
const { status } = spawnSync(process.execPath, [...flags, jest, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(status ?? 1);
