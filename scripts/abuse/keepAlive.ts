import { Agent, request } from 'node:http';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { IMAGE_FIELD, IMAGE_MAX_BYTES } from '../../src/shared/constants';
import type { AbuseResult } from './report';

/** The next request on the connection should not wait for the refused body. */
const NEXT_REQUEST_GOAL_MS = 1000;
const GIVE_UP_MS = 60_000;

/** A multipart body with one photo part 1 MB over the limit, starting as a PNG does. */
function tooLargeForm(): { body: Buffer; contentType: string } {
  const boundary = 'abuse-too-large';
  const photo = Buffer.alloc(IMAGE_MAX_BYTES + 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(photo);
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${IMAGE_FIELD}"; ` +
    `filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One request through `agent`; answers its status (or the error) once its answer has ended. */
function send(
  agent: Agent,
  url: string,
  options: { method: string; headers: Record<string, string>; body?: Buffer },
): Promise<string> {
  return new Promise((resolve) => {
    const sent = request(
      url,
      { agent, method: options.method, headers: options.headers },
      (res) => {
        res.resume();
        res.once('end', () => resolve(String(res.statusCode)));
        res.once('error', (error) => resolve(error.message));
      },
    );
    sent.setTimeout(GIVE_UP_MS, () => sent.destroy(new Error(`no answer in ${GIVE_UP_MS} ms`)));
    sent.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    sent.end(options.body);
  });
}

/**
 * A browser-like client with one keep-alive connection uploads a photo over the limit (413),
 * then asks for the categories: how long that second request waits after the refusal.
 */
export async function afterTooLarge(baseUrl: string, sellerToken: string): Promise<AbuseResult[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { body, contentType } = tooLargeForm();
    const refused = await send(agent, `${baseUrl}${API_PREFIX}${API.upload.url()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sellerToken}`, 'content-type': contentType },
      body,
    });
    const refusedAt = performance.now();
    const next = await send(agent, `${baseUrl}${API_PREFIX}${API.categories.url()}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    const waited = performance.now() - refusedAt;
    return [
      {
        check: 'a too-large upload, then the next request',
        saw: `upload ${refused}; the next request ${next} after ${Math.round(waited)} ms`,
        goal: `within ${NEXT_REQUEST_GOAL_MS} ms`,
        passed: refused === '413' && next === '200' && waited <= NEXT_REQUEST_GOAL_MS,
      },
    ];
  } finally {
    agent.destroy();
  }
}
