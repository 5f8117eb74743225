import { useMemo } from 'react';
import { useAppSelector } from '../app/hooks';
import type { MessageKey, MessageValues } from './catalogShape';
import { type Formatters, formattersFor } from './formatters';
import { translate } from './i18n';
import { selectLanguage } from './languageSlice';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The texts of a component in the chosen language: `const t = useT(); t('labels.buyNow')`. A new
 * function per language, so the component (and effects that depend on `t`, like page titles)
 * follows a switch without a reload.
 */
export function useT(): Translate {
  const language = useAppSelector(selectLanguage);
  // `language` is the dependency that makes a new `t`: translate reads the active catalogue.
  return useMemo<Translate>(
    () => (key, values) => (void language, translate(key, values)),
    [language],
  );
}

/** Numbers, prices and dates in the chosen language (formatters.ts). */
export function useFormat(): Formatters {
  return formattersFor[useAppSelector(selectLanguage)];
}

/** The chosen language, for the few things picked by it rather than translated (content, names). */
export const useLanguage = () => useAppSelector(selectLanguage);
