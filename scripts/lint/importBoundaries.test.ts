import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The import boundaries of `npm run lint` (.dependency-cruiser.mjs) on a small project written
 * for the test into a temporary folder, never part of the product's code: one deliberately bad
 * import per rule, beside imports the rules allow. The features are whatever folders
 * features/ holds (here `books` and `orders`, in no list anywhere).
 */
const root = path.resolve(__dirname, '../..');

const PROJECT: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' },
  }),
  // Allowed: its own feature's module, a shared component. Refused: another feature.
  'src/client/features/books/BookList.tsx': [
    "import { bookTitle } from './bookTitle';",
    "import { Card } from '../../components/Card';",
    "import { OrderButton } from '../orders/OrderButton';",
    'export const BookList = () => [bookTitle, Card, OrderButton];',
  ].join('\n'),
  'src/client/features/books/bookTitle.ts': "export const bookTitle = 'A title';",
  'src/client/features/orders/OrderButton.tsx': 'export const OrderButton = () => null;',
  // The composition root may import features, statically or lazily.
  'src/client/index.tsx': "import './features/orders/OrderButton';",
  'src/client/routes/routes.tsx':
    "export const loadBooks = () => import('../features/books/BookList');",
  // The layers under the features never import one, not even a type.
  'src/client/components/Card.tsx':
    "import { bookTitle } from '../features/books/bookTitle';\nexport const Card = bookTitle;",
  'src/client/api/booksApi.ts': "import '../features/books/bookTitle';",
  'src/client/i18n/bookTexts.ts': "import '../features/books/bookTitle';",
  'src/client/session/guards.ts': "import '../features/orders/OrderButton';",
  'src/client/app/store.ts':
    "import type { bookTitle } from '../features/books/bookTitle';\nexport type Title = typeof bookTitle;",
  // The contract imports neither side; the sides never import each other.
  'src/shared/contract.ts': [
    "import '../client/api/booksApi';",
    "import '../server/db';",
    "import 'react';",
  ].join('\n'),
  'src/client/api/serverCall.ts': "import '../../server/db';\nimport 'fastify';",
  // The client takes a call's path from its area's module; the whole table is the server's.
  'src/shared/apiPaths/index.ts': "export * from './orderPaths';",
  'src/shared/apiPaths/orderPaths.ts': 'export const ORDER_API = {};',
  'src/client/api/ordersApi.ts': "import '../../shared/apiPaths/orderPaths';",
  'src/client/api/allCalls.ts': "import '../../shared/apiPaths';",
  'src/client/api/allCalls.test.ts': "import '../../shared/apiPaths';",
  'src/server/db.ts': "import type { Title } from '../client/app/store';\nimport 'react-dom';",
  // Domain code never imports the HTTP layer; routes and tests may.
  'src/server/plugins/errors.ts': 'export const errors = 1;',
  'src/server/jobs/sweep.ts':
    "import { errors } from '../plugins/errors';\nexport const sweep = errors;",
  'src/server/jobs/sweep.test.ts': "import '../plugins/errors';",
  'src/server/routes/orders.ts': "import '../plugins/errors';",
  // A two-file loop, one of its imports for types only.
  'src/server/orders/refunds.ts':
    "import { payments } from './payments';\nexport const refunds = payments;",
  'src/server/orders/payments.ts':
    "import type { refunds } from './refunds';\nexport const payments: typeof refunds | 1 = 1;",
};

type Violation = {
  rule: { name: string };
  from: string;
  to: string;
  /** A loop's modules, from the one after `from` round to `from`. */
  cycle?: { name: string }[];
};

/** Runs the lint's check on `folder`: its violations, as dependency-cruiser's JSON lists them. */
function depcruise(folder: string): Promise<Violation[]> {
  const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const config = path.join(root, '.dependency-cruiser.mjs');
  const args = [cli, '--config', config, '--output-type', 'json', 'src'];
  return new Promise((resolve, reject) => {
    // It exits with the number of violations; its answer is on stdout either way.
    execFile(process.execPath, args, { cwd: folder, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!stdout)
        return reject(new Error(`dependency-cruiser did not answer: ${stderr}`, { cause: error }));
      resolve((JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations);
    });
  });
}

async function cruise(project: Record<string, string>): Promise<Violation[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
  try {
    for (const [file, text] of Object.entries(project)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    // The packages resolve as in the repository, so the rules on package names apply.
    symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    return await depcruise(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const byRule = (violations: Violation[], rule: string) =>
  violations
    .filter((violation) => violation.rule.name === rule)
    .map(({ from, to, cycle }) =>
      [from, ...(cycle ? cycle.map(({ name }) => name) : [to])]
        .map((module) => module.replace(/^.*node_modules\//, 'node_modules/'))
        .join(' -> '),
    )
    .sort();

describe('import boundaries (npm run lint)', () => {
  let violations: Violation[];
  beforeAll(async () => {
    violations = await cruise(PROJECT);
  }, 60_000);

  it('refuses a feature importing another feature, and only that', () => {
    expect(byRule(violations, 'features-do-not-import-each-other')).toEqual([
      'src/client/features/books/BookList.tsx -> src/client/features/orders/OrderButton.tsx',
    ]);
  });

  it('refuses components, api, i18n, session and app importing a feature, a type included', () => {
    expect(byRule(violations, 'layers-never-import-a-feature')).toEqual([
      'src/client/api/booksApi.ts -> src/client/features/books/bookTitle.ts',
      'src/client/app/store.ts -> src/client/features/books/bookTitle.ts',
      'src/client/components/Card.tsx -> src/client/features/books/bookTitle.ts',
      'src/client/i18n/bookTexts.ts -> src/client/features/books/bookTitle.ts',
      'src/client/session/guards.ts -> src/client/features/orders/OrderButton.tsx',
    ]);
  });

  it('refuses the contract importing either side or their packages', () => {
    expect(byRule(violations, 'shared-imports-neither-side')).toEqual([
      'src/shared/contract.ts -> node_modules/react/index.js',
      'src/shared/contract.ts -> src/client/api/booksApi.ts',
      'src/shared/contract.ts -> src/server/db.ts',
    ]);
  });

  it('refuses the client importing server code or server packages', () => {
    expect(byRule(violations, 'client-never-imports-server')).toEqual([
      'src/client/api/serverCall.ts -> node_modules/fastify/fastify.js',
      'src/client/api/serverCall.ts -> src/server/db.ts',
    ]);
  });

  it('refuses the server importing client code or React', () => {
    expect(byRule(violations, 'server-never-imports-client')).toEqual([
      'src/server/db.ts -> node_modules/react-dom/index.js',
      'src/server/db.ts -> src/client/app/store.ts',
    ]);
  });

  it('refuses server domain code importing a plugin, and lets routes and tests do it', () => {
    expect(byRule(violations, 'server-domain-never-imports-plugins')).toEqual([
      'src/server/jobs/sweep.ts -> src/server/plugins/errors.ts',
    ]);
  });

  it('refuses client code importing the whole table of calls, and lets its tests do it', () => {
    expect(byRule(violations, 'client-calls-by-area')).toEqual([
      'src/client/api/allCalls.ts -> src/shared/apiPaths/index.ts',
    ]);
  });

  it('refuses an import cycle, even one closed by a type-only import', () => {
    expect(byRule(violations, 'no-circular')).toEqual([
      'src/server/orders/payments.ts -> src/server/orders/refunds.ts -> src/server/orders/payments.ts',
    ]);
  });

  it('finds nothing else: the allowed imports pass', () => {
    expect(violations).toHaveLength(16);
  });
});
