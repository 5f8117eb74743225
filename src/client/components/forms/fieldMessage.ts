import { VALIDATION } from '../../../shared/messages';
import type { Translate } from '../../i18n/useT';

type ValidationKey = keyof typeof VALIDATION;

/**
 * The shared zod schemas word their messages in English (the server uses them too), so a form
 * gets VALIDATION's English text. Each text's key, found once, lets the form show it in the
 * current language.
 */
const keyOfMessage = new Map<string, ValidationKey>(
  (Object.keys(VALIDATION) as ValidationKey[]).map((key) => [VALIDATION[key], key]),
);

/** A field's message in the current language; a message VALIDATION does not have, as it is. */
export function fieldMessage(message: string, t: Translate): string {
  const key = keyOfMessage.get(message);
  return key ? t(`validation.${key}`) : message;
}
