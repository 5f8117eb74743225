import { registerTranslatedContent } from '../../i18n/translatedContent';

/**
 * The home page's content in Bangla, registered with i18n (translatedContent.ts): it travels in
 * the Bangla chunk (the same `webpackChunkName` as the Bangla catalogue's) and is loaded with it,
 * so an English reader's home page does not carry it. The route table imports this module at the
 * app's start, so choosing Bangla on any page brings it before the home page renders in Bangla.
 */
export const banglaHomeContent = registerTranslatedContent('bn', () =>
  import(/* webpackChunkName: "lang-bn" */ './components/homeContent.bn').then(
    (module) => module.banglaHomeContent,
  ),
);
