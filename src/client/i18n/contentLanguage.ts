import { LANGUAGE_TAGS } from '../../shared/languages';

const BANGLA_LETTER = /[\u0980-\u09FF]/;

/**
 * The `lang` of text a user wrote (a title, a description), where its script tells: Bangla
 * letters mean Bangla, so a screen reader reads it in Bangla on an English page. Latin text
 * could be English or romanised Bangla, so it gets no `lang` and inherits the page's.
 */
export const contentLanguage = (text: string): string | undefined =>
  BANGLA_LETTER.test(text) ? LANGUAGE_TAGS.bn : undefined;
