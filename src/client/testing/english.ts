import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey, MessageValues } from '../i18n/catalogShape';
import { catalog } from '../i18n/catalogs/en';
import { flattenCatalog } from '../i18n/flattenCatalog';

// Its own Lingui instance: a test in Bangla still finds the English texts it compares against.
const englishI18n = setupI18n({ locale: 'en', messages: { en: flattenCatalog(catalog) } });
englishI18n.setMessagesCompiler(compileMessage);

/** A catalogue text in English, as a test or journey expects it on screen: english('labels.buyNow'). */
export const english = (key: MessageKey, values?: MessageValues): string =>
  englishI18n._(key, values);
