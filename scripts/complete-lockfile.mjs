// Run after `npm install` changes package-lock.json on a machine whose registry mirror lacks some
// optional platform packages (this one has the Linux x64 builds of unrs-resolver, which Jest 30
// resolves modules with, but not its macOS or Windows ones). npm then leaves those packages out
// of the lockfile, and `npm ci` refuses the lockfile as out of sync. This adds the entries npm
// would have written with the full registry: name, version and the platform they install on, so
// `npm ci` here skips them (wrong platform) and a machine of that platform fetches them.
//
//   node scripts/complete-lockfile.mjs [folder]   rewrites the folder's package-lock.json (the
//                                                project's by default), says what it added
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? path.resolve(import.meta.dirname, '..');
const lockPath = path.resolve(folder, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** napi-rs names its platform packages `<os>-<cpu>[-<abi>]`; the abi tells the C library. */
function platformOf(name) {
  const match =
    /-(android|darwin|freebsd|linux|openharmony|win32|wasm32)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(
      name,
    );
  if (!match) return undefined;
  const [, os, second, abi] = match;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const cpu = second === 'arm' ? 'arm' : second;
  const platform = { cpu: [cpu], os: [os] };
  if (os === 'linux' && abi) platform.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return platform;
}

const added = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.error(
        `${name}@${version} (optional, of ${location}) is missing; not a platform build.`,
      );
      process.exitCode = 1;
      continue;
    }
    packages[hoisted] = {
      version,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added.push(`${name}@${version}`);
  }
}

// npm keeps the entries sorted by location; so do we, so the next `npm install` makes no noise.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length}: ${added.join(', ')}` : 'Nothing missing.');
