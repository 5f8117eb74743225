import { z } from 'zod';
import type { SearchSort } from '../../../shared/constants';
import { IdSchema } from '../../../shared/schemas/common';

/**
 * Where the next page of search results starts: the sort key and the id of the last listing
 * shown, and the sort they belong to. The key itself travels (not only the id), so the page after
 * a listing that has been sold or deleted since is still the right one. Opaque to the client:
 * base64url of a small JSON object, checked field by field when it comes back.
 */
export type SearchCursor =
  | { sort: 'newest'; postedAtMicros: string; id: string }
  | { sort: 'price_asc' | 'price_desc'; price: string; id: string }
  /** Relevance: the rank group first (0: the heading holds every word), then newest first. */
  | { sort: 'relevance'; tier: 0 | 1; postedAtMicros: string; id: string };

/** Microseconds since 1970 as PostgreSQL's posted_at has them (a JS Date would cut them). */
const MicrosSchema = z.string().regex(/^-?\d{1,16}$/);
/** numeric(12,2) as PostgreSQL prints it. */
const PriceKeySchema = z.string().regex(/^\d{1,10}\.\d{2}$/);

const CursorSchema = z.discriminatedUnion('s', [
  z.strictObject({ s: z.literal('newest'), t: MicrosSchema, i: IdSchema }),
  z.strictObject({ s: z.enum(['price_asc', 'price_desc']), p: PriceKeySchema, i: IdSchema }),
  z.strictObject({
    s: z.literal('relevance'),
    r: z.union([z.literal(0), z.literal(1)]),
    t: MicrosSchema,
    i: IdSchema,
  }),
]);
type CursorJson = z.infer<typeof CursorSchema>;

function toJson(cursor: SearchCursor): CursorJson {
  switch (cursor.sort) {
    case 'newest':
      return { s: cursor.sort, t: cursor.postedAtMicros, i: cursor.id };
    case 'relevance':
      return { s: cursor.sort, r: cursor.tier, t: cursor.postedAtMicros, i: cursor.id };
    default:
      return { s: cursor.sort, p: cursor.price, i: cursor.id };
  }
}

function fromJson(json: CursorJson): SearchCursor {
  switch (json.s) {
    case 'newest':
      return { sort: json.s, postedAtMicros: json.t, id: json.i };
    case 'relevance':
      return { sort: json.s, tier: json.r, postedAtMicros: json.t, id: json.i };
    default:
      return { sort: json.s, price: json.p, id: json.i };
  }
}

export const encodeSearchCursor = (cursor: SearchCursor): string =>
  Buffer.from(JSON.stringify(toJson(cursor))).toString('base64url');

/**
 * The cursor, if `text` is one the server made for `sort`; undefined for anything else: not
 * base64url JSON, a missing or extra field, a key of the wrong form, another sort's cursor.
 */
export function decodeSearchCursor(text: string, sort: SearchSort): SearchCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = CursorSchema.safeParse(json);
  if (!parsed.success || parsed.data.s !== sort) return undefined;
  return fromJson(parsed.data);
}
