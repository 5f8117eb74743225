import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { IMAGE_FIELD, IMAGE_MAX_BYTES } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { UploadResponseSchema } from '../../shared/schemas/upload';
import { HttpError } from '../httpError';
import { readImage, storeVariants, UPLOADS_URL_PREFIX } from '../images/imageStore';
import { defaultPhotoEncoders, photoEncoder } from '../images/photoEncoder';
import { callerOf } from '../plugins/auth';
import { perCallerRateLimit } from '../plugins/security';
import { drainUnreadBodies } from '../plugins/unreadBody';

/**
 * A refused upload's body is still read to its end when it is at most twice the largest photo
 * (a phone that could not shrink its photo gets the answer, not a broken connection), within
 * half a minute; anything longer has its connection closed.
 */
const UNREAD_BODY_LIMITS = { maxBytes: 2 * IMAGE_MAX_BYTES, maxMs: 30_000 };

/**
 * busboy's own parse errors (no boundary, no part, a body cut short) are plain Errors without a
 * status, which the error handler would answer 500: the client sent no readable image, so 400.
 * Errors that carry a status (too large, not an image) pass through unchanged. Only for reading
 * the form: a failure after it (encoding, storing) is the server's own.
 */
function asUploadRefusal(error: unknown): never {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) throw error;
  throw new HttpError(400, SERVER_ERRORS.imageMissing);
}

/**
 * POST /upload: the product's own image host, answering in the shape of an imgbb-style host
 * (`data.url`, `data.image.url`), which the client also reads when IMAGE_HOST_KEY sends photos
 * there. Multipart is registered here only, so no other route accepts a form upload.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // One byte over the cap reaches the image gate, which refuses it as too large (busboy alone
  // would silently cut the file at the cap).
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 },
  });
  drainUnreadBodies(app, UNREAD_BODY_LIMITS);
  const encoder = photoEncoder(app.config.PHOTO_ENCODERS ?? defaultPhotoEncoders());

  app.post(
    API.upload.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.UPLOAD_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        response: {
          200: UploadResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const missing = () => new HttpError(400, SERVER_ERRORS.imageMissing);
      if (!request.isMultipart()) throw missing();
      const part = await request.file().catch(asUploadRefusal);
      if (!part || part.fieldname !== IMAGE_FIELD) throw missing();

      const bytes = await readImage(part.file, IMAGE_MAX_BYTES).catch(asUploadRefusal);
      const variants = await encoder.encode(callerOf(request).uid, bytes);
      const name = await storeVariants(variants, app.photos);
      // A path on this server, which image addresses accept (an absolute one would be http: when
      // the server is reached without TLS, and would break when it moves to another address).
      const url = `${UPLOADS_URL_PREFIX}${name}`;
      return { success: true, data: { url, image: { url } } };
    },
  );
};
