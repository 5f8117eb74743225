import { VALIDATION } from '../../../../shared/messages';

/**
 * The forms' field messages. The shared zod schemas (and so the server) word them in English
 * through VALIDATION; the forms map a message back to its key (components/forms/fieldError.ts)
 * and show it in the current language. English is VALIDATION itself, so the two never drift.
 */
export const validation = VALIDATION;
