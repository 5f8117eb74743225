import { API, API_PREFIX } from '../../shared/apiPaths';
import { IMAGE_FIELD } from '../../shared/constants';
import { CLIENT_ERRORS, SERVER_ERRORS } from '../../shared/messages';
import { ErrorResponseSchema, UploadResponseSchema } from '../../shared/schemas';
import { readAccessToken } from './accessTokenStorage';

/** Failed uploads carry the server's message, fit to show next to the image field. */
export class ImageUploadError extends Error {
  override name = 'ImageUploadError';
}

/**
 * Sends a picture to the image host (SPEC §7: multipart field `image`) and resolves with its
 * URL. XMLHttpRequest rather than fetch, because only it reports upload progress, which people
 * on slow mobile connections need to see. Signed-in only: the access token rides as bearer.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${window.location.origin}${API_PREFIX}${API.upload.url()}`);
    const token = readAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ImageUploadError(CLIENT_ERRORS.uploadNetwork));
    request.onload = () => {
      const body = safeJson(request.responseText);
      const answer = UploadResponseSchema.safeParse(body);
      if (request.status < 300 && answer.success && answer.data.success) {
        onProgress(100);
        resolve(answer.data.data.image?.url ?? answer.data.data.url);
        return;
      }
      const error = ErrorResponseSchema.safeParse(body);
      reject(new ImageUploadError(error.success ? error.data.message : SERVER_ERRORS.internal));
    };
    const form = new FormData();
    form.append(IMAGE_FIELD, file);
    request.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
