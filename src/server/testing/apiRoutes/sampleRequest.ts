import type { HTTPMethods, InjectOptions } from 'fastify';

/** A file part of a multipart upload. */
interface UploadPart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A valid call of one route: what goes in its path, its query string and its body. */
export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  upload?: UploadPart;
  /** Headers the call itself needs, beside the caller's (a webhook's signature). */
  headers?: Record<string, string>;
}

/**
 * The same, as hostile input may shape it: any JSON where strings belong, a body that is not an
 * object, a raw payload under any content type, or a path segment sent exactly as written.
 */
export interface LooseRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  upload?: { [Key in keyof UploadPart]: unknown };
  raw?: { contentType: string; payload: string };
  rawParams?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A hostile value as text: strings as they are, anything else (even a prototype-less object) as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** A surrogate code unit without its other half (code units, so no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A lone surrogate as the WTF-8 bytes a hostile client can send (ED A0 80 for D800). */
function wtf8(unit: string): string {
  const code = unit.charCodeAt(0);
  const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/**
 * Percent-encoding that never throws: encodeURIComponent refuses lone surrogates, so only those
 * are encoded by hand and every well-formed stretch between them in one call (the 1 MB strings
 * of the hostile cases took seconds one character at a time).
 */
function encodeComponent(value: unknown): string {
  const text = asText(value);
  let encoded = '';
  let from = 0;
  for (const { index, 0: unit } of text.matchAll(LONE_SURROGATE)) {
    encoded += encodeURIComponent(text.slice(from, index)) + wtf8(unit);
    from = index + 1;
  }
  return encoded + encodeURIComponent(text.slice(from));
}

function pathOf(pattern: string, request: LooseRequest): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const raw = request.rawParams?.[name];
    if (raw !== undefined) return raw;
    return encodeComponent(request.params?.[name] ?? '');
  });
}

/** A list goes out as the same key repeated (`?email=a&email=b`), as a browser form would. */
function queryOf(query: Record<string, unknown> = {}): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeComponent(key)}=${encodeComponent(item)}`,
    ),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const asBuffer = (value: unknown) => (Buffer.isBuffer(value) ? value : Buffer.from(asText(value)));

/** One file part, written out by hand so hostile names and types reach the parser unchanged. */
function multipart(upload: NonNullable<LooseRequest['upload']>) {
  const boundary = '----usedbooks-security-test';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${asText(upload.field)}"; ` +
    `filename="${asText(upload.filename)}"\r\nContent-Type: ${asText(upload.contentType)}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(head),
      asBuffer(upload.content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** light-my-request options for `METHOD /api/pattern` called with `request` and `headers`. */
export function injectOptions(
  key: string,
  request: LooseRequest,
  callerHeaders: Record<string, string>,
): InjectOptions {
  const [method, pattern] = key.split(' ') as [HTTPMethods, string];
  const headers = { ...request.headers, ...callerHeaders };
  const url = pathOf(pattern, request) + queryOf(request.query);
  const body = request.raw ?? (request.upload ? multipart(request.upload) : undefined);
  if (body) {
    const withType = { ...headers, 'content-type': body.contentType };
    return { method, url, payload: body.payload, headers: withType };
  }
  if (!('body' in request)) return { method, url, headers };
  const payload = JSON.stringify(request.body) ?? 'null';
  return { method, url, payload, headers: { ...headers, 'content-type': 'application/json' } };
}
