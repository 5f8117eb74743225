import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import { UploadResponseSchema } from '../../../shared/schemas';
import { DEFAULT_IMAGE_HOST_URL } from '../../api/imageHostConfig';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { callerOf } from './identityHandlers';

/** Our own store answers a path on this server, as the real POST /upload does. */
export const UPLOADED_IMAGE_URL = '/uploads/3a1f0c2e-5b6d-4c7e-8f90-a1b2c3d4e5f6-1280.webp';

/** The third-party image host as the tests configure it (IMAGE_HOST_KEY) and as it answers. */
export const IMAGE_HOST_TEST_KEY = 'test-image-host-key';
export const HOSTED_IMAGE_URL = 'https://i.ibb.co/Xk4mPq7/photo.png';

export const handlers = [
  http.post(apiUrl(CATALOG_API.upload.route), ({ request }) => {
    if (!callerOf(request)) return errorResponse(401, SERVER_ERRORS.signInRequired);
    return HttpResponse.json(
      UploadResponseSchema.parse({
        success: true,
        data: { url: UPLOADED_IMAGE_URL, image: { url: UPLOADED_IMAGE_URL } },
      }),
    );
  }),
  // imgbb's answers: its own shapes for success and for a refused key.
  http.post(DEFAULT_IMAGE_HOST_URL, ({ request }) => {
    if (new URL(request.url).searchParams.get('key') !== IMAGE_HOST_TEST_KEY) {
      return HttpResponse.json(
        {
          status_code: 400,
          error: { message: 'Invalid API v1 key.', code: 100 },
          status_txt: 'Bad Request',
        },
        { status: 400 },
      );
    }
    const answer = {
      success: true,
      status: 200,
      data: {
        id: 'Xk4mPq7',
        url: HOSTED_IMAGE_URL,
        display_url: HOSTED_IMAGE_URL,
        image: { filename: 'photo.png', url: HOSTED_IMAGE_URL },
      },
    };
    // Checked against the shared schema, then sent whole, extra fields and all, as imgbb does.
    UploadResponseSchema.parse(answer);
    return HttpResponse.json(answer);
  }),
];
