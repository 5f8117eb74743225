import { catalog as pagesCatalog } from './catalogs/enPages';
import { catalog as coreCatalog } from './catalogs/enCore';
import { i18n } from './i18n';
import { catalog as orderFormTexts } from './catalogs/pageTexts/orderForm';
import { catalog as reportFormTexts } from './catalogs/pageTexts/reportForm';
import { addPageTexts, loadPageTexts, PAGE_TEXTS_PARTS } from './pageTexts';

/** The namespaces ('search', 'buying') of the English messages loaded so far. */
const loadedNamespaces = () =>
  new Set(Object.keys(i18n.messages).map((id) => id.slice(0, id.indexOf('.'))));

describe('the page texts, in parts', () => {
  it('has every page namespace in some route part, and none of the first load', async () => {
    const before = loadedNamespaces();
    expect([...before].sort()).toEqual(Object.keys(coreCatalog).sort());

    await Promise.all(PAGE_TEXTS_PARTS.map((part) => loadPageTexts(part)));
    addPageTexts(orderFormTexts);
    addPageTexts(reportFormTexts);

    const added = [...loadedNamespaces()].filter((namespace) => !before.has(namespace));
    expect(added.sort()).toEqual(Object.keys(pagesCatalog).sort());
  });

  it('gives the search page its texts', async () => {
    await loadPageTexts('search');
    expect(i18n._('search.noMatch')).toBe('No books match your search.');
  });
});
