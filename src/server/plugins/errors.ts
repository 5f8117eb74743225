import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, errorCodeOf } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { type ErrorResponse, ErrorResponseSchema } from '../../shared/schemas/common';
import { PaymentProviderUnavailable } from '../httpError';

/** Response schemas of a route's refusals: `errorResponses(400, 401, 403)`. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof ErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as Record<
    Codes[number],
    typeof ErrorResponseSchema
  >;
}

/**
 * Every error answer is built here. Its code is found from the message, in this one place
 * (errorCodeOf): our texts have theirs; any other text (Fastify's, zod's) is 'invalidRequest'
 * for a 4xx and 'internal' for a 5xx, unless the caller knows better (validation failures).
 */
export function errorBody(
  statusCode: number,
  message: string,
  code: ErrorCode = errorCodeOf(message, statusCode >= 500 ? 'internal' : 'invalidRequest'),
): ErrorResponse {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

/**
 * "catname: catname is required; price: Too small": each problem names its field. The code is
 * the first problem's, when its text is one of ours.
 */
function validationFailureBody(error: FastifyError): ErrorResponse {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorBody(400, error.message);
  const where = error.validationContext ?? 'request';
  const message = error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
      return `${field}: ${issue.message}`;
    })
    .join('; ');
  return errorBody(400, message, errorCodeOf(error.validation[0]?.message ?? ''));
}

/**
 * The one error handler: 4xx answers keep their message, validation failures name the field, a
 * payment provider's outage is a 502 the buyer may retry, and anything else becomes a generic
 * 500 whose details only reach the log (with the request id).
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Not a fault of ours and it passes: a warning, and an answer that says to retry (Stripe does).
  if (error instanceof PaymentProviderUnavailable) {
    request.log.warn({ err: error }, 'payment provider unavailable');
    return reply.code(502).send(errorBody(502, SERVER_ERRORS.paymentProviderDown));
  }
  if (error.validation) {
    return reply.code(400).send(validationFailureBody(error));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(errorBody(statusCode, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(500, SERVER_ERRORS.internal));
}

const setErrorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(answerError);
};

/** The error handler of the whole app. */
export const errorsPlugin = fp(setErrorHandler, { name: 'errors' });

/**
 * Fastify's `frameworkErrors`: a URL its router cannot read (FST_ERR_BAD_URL) or a path segment
 * over maxParamLength (FST_ERR_MAX_PARAM_LENGTH) is answered before any route or error handler,
 * by default in Fastify's own shape (with a `code`) and quoting the URL back. Here both get the
 * one error shape with a fixed message, so nothing of the request is echoed.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(errorBody(414, SERVER_ERRORS.addressTooLong));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(errorBody(400, SERVER_ERRORS.badAddress));
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.code(500).send(errorBody(500, SERVER_ERRORS.internal));
}
