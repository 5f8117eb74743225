import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '../../shared/languages';
import type { MessageKey, MessageValues } from '../i18n/catalogShape';
import { catalog as banglaCatalog } from '../i18n/catalogs/bn';
import { catalog as englishCatalog } from '../i18n/catalogs/en';
import { flattenCatalog } from '../i18n/flattenCatalog';

const catalogs: Record<Language, object> = { en: englishCatalog, bn: banglaCatalog };

/**
 * A catalogue's texts as a test or journey expects them on screen, from their own Lingui
 * instance: a test in Bangla still finds the English texts it compares against.
 */
function textsIn(language: Language) {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: flattenCatalog(catalogs[language]) },
  });
  i18n.setMessagesCompiler(compileMessage);
  return (key: MessageKey, values?: MessageValues): string => i18n._(key, values);
}

/** english('labels.buyNow') → 'Buy Now!' */
export const english = textsIn('en');

/** bangla('labels.buyNow'): the Bangla catalogue's text, Bangla digits in its numbers. */
export const bangla = textsIn('bn');
