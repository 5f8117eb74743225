import { PRODUCT_NAME } from '../../shared/constants';
import type { EnglishCatalog } from '../i18n/catalogShape';
import { catalog as englishCatalog } from '../i18n/catalogs/en';
import { SAME_IN_BANGLA } from '../i18n/catalogs/sameInBangla';

type Namespace = keyof EnglishCatalog;

/**
 * expectNoEnglishLeft's rule (English texts without placeholders, longer than two letters, not
 * meant to read the same) for some namespaces only, over the whole page: a part checks that none
 * of its own texts is left in English while the header, footer and cards of other parts are
 * still being translated. The brand (PRODUCT_NAME, kept in Latin letters) is left out, since
 * 'Used' and 'Book' are messages of their own.
 */
export function expectNoEnglishLeftOf(namespaces: Namespace[], root: HTMLElement = document.body) {
  const texts = namespaces.flatMap((namespace) =>
    Object.entries(englishCatalog[namespace] as Record<string, string>)
      .filter(([, text]) => !text.includes('{') && text.length > 2)
      .filter(([key]) => !(SAME_IN_BANGLA as readonly string[]).includes(`${namespace}.${key}`))
      .map(([, text]) => text),
  );
  const named = [...root.querySelectorAll<HTMLElement>('*')].flatMap((element) =>
    ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  const shown = [root.textContent ?? '', ...named, document.title]
    .join('\n')
    .replaceAll(PRODUCT_NAME, '');
  expect(texts.filter((text) => shown.includes(text))).toEqual([]);
}
