import type { Dispatch } from '@reduxjs/toolkit';
import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import { API_PREFIX } from '../../shared/apiPaths/prefix';
import { IMAGE_FIELD } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { errorText } from '../i18n/errorText';
import { errorAnswerOf } from './apiErrorMessage';
import { translate } from '../i18n/i18n';
import { endsSession, freshAccessToken } from './authorizedBaseQuery';
import { type ImageHostConfig, readImageHostConfig } from './imageHostConfig';
import { loadSchemas } from './lazySchemas';
import { accessTokenRejected } from './sessionEvents';
import { shrinkPhoto } from './shrinkPhoto';

/** Failed uploads carry the server's message, fit to show next to the image field. */
class ImageUploadError extends Error {
  override name = 'ImageUploadError';

  /** The HTTP status of the refusal; 0 when no answer came. */
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

function hostUploadUrl({ url, key }: ImageHostConfig): string {
  return `${url}${url.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}`;
}

/**
 * Sends a picture to the image store (multipart field `image`, as an imgbb-style host takes it) and
 * resolves with its URL: the product's own store by default, the third-party host when its key
 * is configured. A photo larger than the store keeps is shrunk first (shrinkPhoto.ts). A thunk, so that the upload is treated like every other call to our server: its
 * access token is renewed first when it is about to expire (a page left open past the token's
 * lifetime), and a 401 signs the user out. The third-party host gets no bearer: our token is
 * none of its business.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void) {
  return async (dispatch: Dispatch): Promise<string> => {
    const host = readImageHostConfig();
    // Seconds instead of a minute on mobile data (decision 0035). The answer's schemas (and zod)
    // are fetched meanwhile, not with the page.
    const [photo, schemas] = await Promise.all([shrinkPhoto(file), loadSchemas()]);
    const token = host ? null : await freshAccessToken();
    try {
      return await send(photo, onProgress, host, token, schemas);
    } catch (error) {
      if (!host && error instanceof ImageUploadError && endsSession(error.status, token)) {
        dispatch(accessTokenRejected({ endpoint: 'uploadImage' }));
      }
      throw error;
    }
  };
}

/**
 * XMLHttpRequest rather than fetch, because only it reports upload progress, which people on
 * slow mobile connections need to see.
 */
function send(
  file: File,
  onProgress: (percent: number) => void,
  host: ImageHostConfig | null,
  token: string | null,
  schemas: Schemas,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    if (host) {
      request.open('POST', hostUploadUrl(host));
    } else {
      request.open('POST', `${window.location.origin}${API_PREFIX}${CATALOG_API.upload.url()}`);
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ImageUploadError(translate('clientErrors.uploadNetwork')));
    request.onload = () => {
      const body = safeJson(request.responseText);
      const answer = schemas.UploadResponseSchema.safeParse(body);
      if (request.status < 300 && answer.success && answer.data.success) {
        onProgress(100);
        resolve(answer.data.data.image?.url ?? answer.data.data.url);
        return;
      }
      reject(new ImageUploadError(refusalMessage(body, schemas), request.status));
    };
    const form = new FormData();
    form.append(IMAGE_FIELD, file);
    request.send(form);
  });
}

function refusalMessage(body: unknown, schemas: Schemas): string {
  // The product server's refusal, in the reader's language by its code.
  const ours = errorAnswerOf({ data: body });
  if (ours) return errorText(ours.message, ours.code);
  const host = schemas.ImageHostErrorSchema.safeParse(body);
  if (host.success) return host.data.error.message;
  return errorText(SERVER_ERRORS.internal, 'internal');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
