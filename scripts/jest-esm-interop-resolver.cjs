// @ts-check
/**
 * Jest resolver: lets CommonJS code require() packages that ship only ES modules.
 *
 * Why: PGlite needs Jest to run with --experimental-vm-modules, and in that mode Jest 29 refuses
 * to require() any file Node would load as ESM ("Must use import to load ES Module"), even when a
 * transform would turn it into CommonJS. Node 20 itself requires such files fine, so only tests
 * break: fastify's inject needs `cookie` 2, @fastify/static needs `content-disposition` 3, msw
 * needs `rettime`/`until-async`. Jest >= 30 on Node >= 24.9 does this natively; drop this then.
 *
 * How: a module under node_modules that is ESM (.mjs, or .js in a "type": "module" package) is
 * compiled to CommonJS once into node_modules/.cache/jest-esm-interop-v1/, mirroring its path, with
 * a .cjs extension so Jest loads it as CommonJS. Imports inside a copy resolve from the original
 * location, so relative files and further packages are found (and converted) the same way.
 */
// Jest loads resolvers with require(), so this file stays CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const ts = require('typescript');

const nodeModules = path.resolve(__dirname, '../node_modules');
// Bump the version when the conversion below changes, so stale copies are not reused.
const cacheRoot = path.join(nodeModules, '.cache', 'jest-esm-interop-v1');

/** @type {Map<string, boolean>} package folder -> whether its .js files are ES modules */
const moduleTypeByDir = new Map();

/** @param {string} dir */
function dirIsEsm(dir) {
  const known = moduleTypeByDir.get(dir);
  if (known !== undefined) return known;
  const manifest = path.join(dir, 'package.json');
  const parent = path.dirname(dir);
  const esm = fs.existsSync(manifest)
    ? JSON.parse(fs.readFileSync(manifest, 'utf8')).type === 'module'
    : parent !== dir && dirIsEsm(parent);
  moduleTypeByDir.set(dir, esm);
  return esm;
}

/** @param {string} file */
function isEsm(file) {
  if (file.endsWith('.mjs')) return true;
  return file.endsWith('.js') && dirIsEsm(path.dirname(file));
}

/**
 * A copy's imports must resolve as if they were written in the original file.
 * @param {string} dir
 */
function originalDir(dir) {
  return dir.startsWith(cacheRoot + path.sep)
    ? path.join(nodeModules, path.relative(cacheRoot, dir))
    : dir;
}

/** @param {string} file */
function commonJsCopy(file) {
  const copy = path.join(cacheRoot, `${path.relative(nodeModules, file)}.cjs`);
  if (fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= fs.statSync(file).mtimeMs) return copy;
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(file).href));
  const { outputText } = ts.transpileModule(source, {
    // As a .mjs name, TypeScript would keep the ESM syntax whatever the module option says.
    fileName: file.replace(/\.mjs$/, '.js'),
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      allowJs: true,
    },
  });
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  // Jest workers resolve in parallel: write aside, then rename, so no one reads half a file.
  const partial = `${copy}.${process.pid}.tmp`;
  fs.writeFileSync(partial, outputText);
  fs.renameSync(partial, copy);
  return copy;
}

/** @type {(request: string, options: { basedir: string, defaultResolver: (request: string, options: object) => string }) => string} */
module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, {
    ...options,
    basedir: originalDir(options.basedir),
  });
  const inNodeModules =
    resolved.startsWith(nodeModules + path.sep) && !resolved.startsWith(cacheRoot);
  return inNodeModules && isEsm(resolved) ? commonJsCopy(resolved) : resolved;
};
