// @ts-check
/**
 * Import boundaries, all in one place (docs/decisions/0043-import-boundaries.md). `npm run lint`
 * checks them with dependency-cruiser; scripts/lint/importBoundaries.test.ts proves each rule fires.
 *
 * - src/shared is the contract: it imports neither side.
 * - The client and the server never import each other.
 * - A client feature is any folder of src/client/features/: features never import each other.
 * - Only the composition root (src/client/index.tsx and src/client/routes/) imports features; the
 *   layers under them (components/, api/, i18n/, session/, app/ and the rest) never do.
 * - On the server, plugins/ holds the cross-cutting HTTP concerns: the domain folders (db/,
 *   payments/, jobs/, pages/, images/, ...) never import it; they throw src/server/httpError.ts
 *   errors and plugins/errors.ts maps them to HTTP (docs/decisions/0044-server-folders.md).
 * - No import cycles, type-only imports included.
 */

const FEATURE = '^src/client/features/';
const COMPOSITION_ROOT = '^src/client/(index\\.tsx$|routes/)';
const REACT = 'react|react-dom|react-[^/]+';
const SERVER_PACKAGES =
  'fastify|@fastify/[^/]+|drizzle-orm[^/]*|pg|@electric-sql/[^/]+|firebase-admin';
/** @param {string} names a regular expression of package names */
const packages = (names) => `(^|/)node_modules/(${names})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'shared-imports-neither-side',
      comment: 'src/shared is the contract: it imports neither side.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: {
        path: [
          '^src/(server|client)/',
          packages(`${REACT}|fastify|@fastify/[^/]+|drizzle-orm[^/]*`),
        ],
      },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The client never imports server code.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: ['^src/server/', packages(SERVER_PACKAGES)] },
    },
    {
      name: 'server-never-imports-client',
      comment: 'The server never imports client code.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: ['^src/client/', packages(REACT)] },
    },
    {
      name: 'features-do-not-import-each-other',
      comment:
        'Features do not import each other: move what they share to components/, api/ or app/.',
      severity: 'error',
      from: { path: `${FEATURE}([^/]+)/` },
      to: { path: FEATURE, pathNot: `${FEATURE}$1/` },
    },
    {
      name: 'layers-never-import-a-feature',
      comment:
        'Only the composition root (index.tsx, routes/) imports features; components/, api/, ' +
        'i18n/, session/, app/ and the other shared folders never do.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: [FEATURE, COMPOSITION_ROOT] },
      to: { path: FEATURE },
    },
    {
      name: 'server-domain-never-imports-plugins',
      comment:
        'plugins/ is the HTTP layer around the domain: domain code throws httpError.ts errors ' +
        'and never imports a plugin (tests may, to build what they check).',
      severity: 'error',
      from: {
        path: '^src/server/[^/]+/',
        pathNot: ['^src/server/(plugins|routes|testing)/', '\\.test\\.ts$'],
      },
      to: { path: '^src/server/plugins/' },
    },
    {
      name: 'client-calls-by-area',
      comment:
        'The client imports the paths of the calls it makes from their area module ' +
        '(src/shared/apiPaths/*Paths.ts), so each chunk carries only its own; the whole table ' +
        '(apiPaths/index.ts) is for the server and the tests.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/shared/apiPaths/index\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles (type-only imports count): pick a direction.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/migrations/' },
    // Type-only imports are edges too: a type shared both ways is still a loop to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
