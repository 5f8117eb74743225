import { parse, type Token } from '@messageformat/parser';
import { catalog as banglaCatalog } from './catalogs/bn';
import { catalog as englishCatalog } from './catalogs/en';
import { SAME_IN_BANGLA } from './catalogs/sameInBangla';
import { flattenCatalog } from './flattenCatalog';

const english = flattenCatalog(englishCatalog) as Record<string, string>;
const bangla = flattenCatalog(banglaCatalog) as Record<string, string>;

/** The names a message fills in ('{count}', '{total, plural, ...}'), sorted, each once. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const choice of token.cases) visit(choice.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('catalogues', () => {
  it('have the same keys in English and Bangla', () => {
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
  });

  it('have the same placeholders in both, each message valid ICU', () => {
    const differing = Object.keys(english).filter(
      (key) => placeholders(bangla[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('leave no English text untranslated in Bangla, but for the few meant to be the same', () => {
    const same = Object.keys(english).filter((key) => english[key] === bangla[key]);
    expect(same.sort()).toEqual([...SAME_IN_BANGLA].sort());
  });

  it('write numbers in Bangla messages through ICU (a bare {count} would print ASCII digits)', () => {
    // Placeholders that carry numbers are named so: count, total, price...
    const bare = Object.entries(bangla).filter(([, message]) =>
      /\{(count|total|number|amount)\}/.test(message),
    );
    expect(bare).toEqual([]);
  });
});
