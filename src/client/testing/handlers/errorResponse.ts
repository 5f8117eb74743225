import { HttpResponse } from 'msw';
import { errorCodeOf } from '../../../shared/errorCodes';
import { ErrorResponseSchema } from '../../../shared/schemas';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/**
 * The product server's one error shape, `{ statusCode, error, message, code }`, the code found
 * from the message as the server finds it.
 */
export const errorResponse = (statusCode: number, message: string) =>
  HttpResponse.json(
    ErrorResponseSchema.parse({
      statusCode,
      error: REASONS[statusCode] ?? String(statusCode),
      message,
      code: errorCodeOf(message, statusCode >= 500 ? 'internal' : 'invalidRequest'),
    }),
    { status: statusCode },
  );

let lastId = 0;

/** A fresh valid id (a UUID, as the server's), for records the handlers create. */
export function nextTestId(): string {
  lastId += 1;
  return `00000000-0000-4000-8000-${lastId.toString(16).padStart(12, '0')}`;
}
