import { catalog as banglaCatalog } from '../i18n/catalogs/bn';
import { catalog as englishCatalog } from '../i18n/catalogs/en';
import { flattenCatalog } from '../i18n/flattenCatalog';

const bangla = flattenCatalog(banglaCatalog);

/**
 * English catalogue texts a Bangla screen must not show: those without placeholders, longer than
 * two letters ('Y' and 'x' are marks), whose Bangla is not the same text (brand names, 'CVC').
 */
const englishTexts = Object.entries(flattenCatalog(englishCatalog))
  .filter(
    ([key, text]) =>
      typeof text === 'string' && !text.includes('{') && text.length > 2 && bangla[key] !== text,
  )
  .map(([, text]) => text as string);

/** Everything a reader or a screen reader meets: the text, and the names given by attributes. */
function readableText(root: HTMLElement): string {
  const attributes = ['aria-label', 'alt', 'placeholder', 'title'];
  const named = [...root.querySelectorAll<HTMLElement>('*')].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...named, document.title].join('\n');
}

/**
 * Fails with the English texts still on the page (Bangla mode): compares what is shown with the
 * English catalogue. User content (titles, names) is not in the catalogue, so it may stay.
 * `extra` adds English a feature keeps outside the catalogue (its long-form content).
 */
export function expectNoEnglishLeft(root: HTMLElement = document.body, extra: string[] = []) {
  const shown = readableText(root);
  const left = [...englishTexts, ...extra].filter((text) => shown.includes(text));
  expect(left).toEqual([]);
}
