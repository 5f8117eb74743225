import { errorCodeOf } from '../../shared/errorCodes';
import { errorText } from './errorText';

/**
 * A field's message in the current language. The shared zod schemas word their messages in
 * English (the server answers with the same ones), each with its stable code
 * (src/shared/errorCodes.ts); Bangla shows its text for the code (i18n/errors/bn.ts), the one
 * table the server's refusals use too. A message that is not one of ours is shown as it is.
 */
export function fieldMessage(message: string): string {
  const code = errorCodeOf(message);
  return code === 'invalidRequest' ? message : errorText(message, code);
}
