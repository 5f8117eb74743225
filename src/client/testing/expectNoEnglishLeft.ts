import { PRODUCT_NAME } from '../../shared/constants';
import { catalog as englishCatalog } from '../i18n/catalogs/en';
import { SAME_IN_BANGLA } from '../i18n/catalogs/sameInBangla';
import { flattenCatalog } from '../i18n/flattenCatalog';

/**
 * English catalogue texts a Bangla screen must not show: those without placeholders, longer than
 * two letters, except the few that are the same in Bangla on purpose (SAME_IN_BANGLA) and the
 * city names (`*.location_*`), which people also write in their own text ('Zindabazar, Sylhet').
 */
const englishTexts = Object.entries(flattenCatalog(englishCatalog))
  .filter(
    ([key, text]) =>
      typeof text === 'string' &&
      !text.includes('{') &&
      text.length > 2 &&
      !key.includes('.location_') &&
      !(SAME_IN_BANGLA as readonly string[]).includes(key),
  )
  .map(([, text]) => text as string);

/** `text` as a whole word or phrase: 'Used' is not found in 'Unused'. */
const asWords = (text: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  );

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
  // The brand stays in Latin letters; without it, 'Book' (pages.book) is found in every title.
  const shown = readableText(root).replaceAll(PRODUCT_NAME, '');
  const left = [...englishTexts, ...extra].filter((text) => asWords(text).test(shown));
  expect(left).toEqual([]);
}
