import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildHistoryIn } from '../lint/buildHistory.mjs';
import { headingSlugs } from './markdownText';

const ROOT = path.resolve(__dirname, '..', '..');

/** README.md and every Markdown page under docs/, as paths from the repository's root. */
function markdownFiles(folder = 'docs'): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}
const PAGES = ['README.md', ...markdownFiles()];

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The text people read: fenced code blocks and code spans left out. */
const prose = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** Every link and image target of a page: `[text](target)`, `![alt](target)`, `[ref]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...references].map((match) => match[1] ?? '');
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** Why a relative link of `page` leads nowhere, or undefined when it leads somewhere. */
function brokenLink(page: string, target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  const resolved = file ? path.posix.join(path.posix.dirname(page), decodeURI(file)) : page;
  if (!existsSync(path.join(ROOT, resolved))) return `${resolved} does not exist`;
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  if (statSync(path.join(ROOT, resolved)).isDirectory()) return undefined;
  return headingSlugs(read(resolved)).has(decodeURIComponent(anchor))
    ? undefined
    : `${resolved} has no heading #${anchor}`;
}

describe('the docs', () => {
  it('are README.md and the pages under docs/', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'docs/product.md']));
  });

  it.each(PAGES)(
    '%s: every relative link leads to a file, and its #anchor to a heading',
    (page) => {
      const broken = linkTargets(read(page))
        .filter((target) => !isExternal(target))
        .flatMap((target) => {
          const why = brokenLink(page, target);
          return why ? [`(${target}): ${why}`] : [];
        });
      expect(broken).toEqual([]);
    },
  );

  it.each(PAGES)('%s speaks of the product, not of how it was built', (page) => {
    const history = read(page)
      .split('\n')
      .flatMap((line, index) => {
        const found = buildHistoryIn(line);
        return found ? [`line ${index + 1}: "${found.words}" names ${found.why}`] : [];
      });
    expect(history).toEqual([]);
  });
});
