import type { ErrorMessage } from '../shared/errorCodes';
import { SERVER_ERRORS } from '../shared/messages';

/**
 * The failures the app's code throws for the one error handler (plugins/errors.ts) to answer:
 * the code that refuses knows the status and the text, never how the answer is written.
 */

/**
 * An expected failure; its message is shown to the caller as is, with the message's code. Only
 * our own texts are accepted (typed), so every refusal has its own code.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: ErrorMessage,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: ErrorMessage = SERVER_ERRORS.notFound) =>
  new HttpError(404, message);

/**
 * The payment provider did not answer (network, outage, rate limit): not a fault of ours, and it
 * passes, so it is answered 502 with a text that says to retry, and logged as a warning only.
 */
export class PaymentProviderUnavailable extends Error {
  override name = 'PaymentProviderUnavailable';
}
