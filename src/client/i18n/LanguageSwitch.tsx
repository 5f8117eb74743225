import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '../../shared/languages';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { notifyError } from '../components/notify';
import { switchLanguage } from './accountLanguage';
import { translate } from './i18n';
import { selectLanguage } from './languageSlice';
import { useT } from './useT';

/**
 * English / বাংলা, in the header (and so in the phone menu, where the header folds). Each
 * language is named in itself and marked with its `lang`, so a screen reader says "বাংলা" in
 * Bangla; the pressed one is the current language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const choose = (language: Language) => {
    if (language === current) return;
    dispatch(switchLanguage(language)).catch(() => notifyError(translate('language.loadFailed')));
  };
  return (
    <div role="group" aria-label={t('language.switchLabel')} className={className}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={LANGUAGE_TAGS[language]}
          aria-pressed={language === current}
          className={`btn btn-sm ${language === current ? 'btn-secondary' : 'btn-outline-secondary'}`}
          onClick={() => choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
