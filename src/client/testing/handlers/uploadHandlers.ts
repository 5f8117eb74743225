import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { ErrorResponseSchema, UploadResponseSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { callerOf } from './identityHandlers';

export const UPLOADED_IMAGE_URL = `${window.location.origin}/uploads/3a1f0c2e-photo.png`;

export const uploadHandlers = [
  http.post(apiUrl(API.upload.route), ({ request }) => {
    if (!callerOf(request)) {
      return HttpResponse.json(
        ErrorResponseSchema.parse({
          statusCode: 401,
          error: 'Unauthorized',
          message: SERVER_ERRORS.signInRequired,
        }),
        { status: 401 },
      );
    }
    return HttpResponse.json(
      UploadResponseSchema.parse({
        success: true,
        data: { url: UPLOADED_IMAGE_URL, image: { url: UPLOADED_IMAGE_URL } },
      }),
    );
  }),
];
