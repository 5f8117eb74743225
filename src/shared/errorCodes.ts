import { CARD_ERRORS, SERVER_ERRORS, VALIDATION } from './messages';

/**
 * The stable code of every error answer of the product server (`{ ..., message, code }`), so a
 * client can show the refusal in its reader's language while `message` stays the English text.
 * A code is the key of its English message in messages.ts, of SERVER_ERRORS, VALIDATION or
 * CARD_ERRORS (their keys and texts are all different: errorCodes.test.ts), plus
 * 'invalidRequest' for a refusal whose text is not one of ours (a zod or Fastify message).
 */
type CatalogueCode =
  keyof typeof SERVER_ERRORS | keyof typeof VALIDATION | keyof typeof CARD_ERRORS;
export type ErrorCode = CatalogueCode | 'invalidRequest';

export const ERROR_CODES = [
  ...Object.keys(SERVER_ERRORS),
  ...Object.keys(VALIDATION),
  ...Object.keys(CARD_ERRORS),
  'invalidRequest',
] as readonly string[] as readonly [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The one message that takes an argument: `Only seller or admin accounts can do this.` */
const ROLES_MARK = '\u0000';
const [ROLE_REQUIRED_START, ROLE_REQUIRED_END] = SERVER_ERRORS.roleRequired([ROLES_MARK]).split(
  ROLES_MARK,
) as [string, string];

const CODE_OF_TEXT = new Map<string, ErrorCode>(
  [SERVER_ERRORS, VALIDATION, CARD_ERRORS].flatMap((catalogue) =>
    Object.entries(catalogue)
      .filter((entry): entry is [ErrorCode, string] => typeof entry[1] === 'string')
      .map(([code, text]) => [text, code]),
  ),
);

/**
 * The code of one of our English messages, found by its text; `fallback` for any other text.
 * The server answers every refusal through this one lookup (plugins/errors.ts), and a mock
 * server can build the same answers with it.
 */
export function errorCodeOf(message: string, fallback: ErrorCode = 'invalidRequest'): ErrorCode {
  const code = CODE_OF_TEXT.get(message);
  if (code) return code;
  const namesRoles =
    message.length > ROLE_REQUIRED_START.length + ROLE_REQUIRED_END.length &&
    message.startsWith(ROLE_REQUIRED_START) &&
    message.endsWith(ROLE_REQUIRED_END);
  return namesRoles ? 'roleRequired' : fallback;
}

/** Every English text that has its own code: the message HttpError takes (typed, so no typo). */
type TextOf<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends (...args: never[]) => infer Text
    ? Text
    : Catalogue[Key];
}[keyof Catalogue];
export type ErrorMessage =
  TextOf<typeof SERVER_ERRORS> | TextOf<typeof VALIDATION> | TextOf<typeof CARD_ERRORS>;
