import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(__dirname, '..', '..');

/** The house rule's findings on a snippet, linted with the repository's own config as `file`. */
async function findings(code: string, file: string) {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: path.join(ROOT, 'eslint.config.mjs'),
    // The snippets are in no tsconfig project, so the rules that need types are off for them.
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter(({ ruleId }) => ruleId === 'house/no-build-history')
    .map(({ line, message }) => `${line}: ${message}`);
}

// Built from parts, so that this file itself says none of what the rule forbids.
const ticket = ['iss', 'ue 17'].join('');
const earlierVersion = ['the', 'seed'].join(' ');

describe('the no-build-history lint rule', () => {
  it('reports a tracker issue or the earlier version, in comments and in strings', async () => {
    const code = [
      `/** Conversations (${ticket}): a buyer asks a seller. */`,
      `export const title = 'kept as ${earlierVersion} had it';`,
      `// A round of work: third ${'wave'}.`,
    ].join('\n');
    const found = await findings(code, 'src/server/example.ts');
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^1: .*"${ticket}" names a tracker issue`)),
      expect.stringMatching(new RegExp(`^2: .*"${earlierVersion}" names the earlier version`)),
      expect.stringMatching(/^3: .*names a round of work/),
    ]);
  });

  it('applies to scripts and browser journeys as well as the product', async () => {
    const code = `// Goals of ${ticket}.\nexport {};\n`;
    expect(await findings(code, 'scripts/bench/example.ts')).toHaveLength(1);
    expect(await findings(code, 'e2e/example.spec.ts')).toHaveLength(1);
  });

  it('lets comments that say what the product does and why pass', async () => {
    const code = [
      '/** Conversations: a buyer asks the seller about one book; the demo data has one. */',
      "export const issues = ['a zod issue', 'seeded listings', 'a random seed'];",
    ].join('\n');
    expect(await findings(code, 'src/server/example.ts')).toEqual([]);
  });
});
