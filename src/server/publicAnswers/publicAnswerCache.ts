import { createHash } from 'node:crypto';

/**
 * An answer as it goes on the wire: its JSON as UTF-8 bytes (so that a hit is not encoded again:
 * a page of 20 listings is tens of KB) and the strong ETag of those bytes.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

export interface PublicAnswerCacheOptions {
  /** Bound on the bytes kept; the least recently used answers go first. */
  maxSize?: number;
  /**
   * Longest an answer is kept without a notification. Every write through SQL notifies, so this
   * only bounds what a write that skips triggers (session_replication_role = replica) leaves stale.
   */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  answer: Promise<CachedAnswer>;
  expiresAt: number;
  size: number;
}

const DEFAULT_MAX_SIZE = 32 * 1024 * 1024;
const DEFAULT_TTL_MS = 10_000;

/** A strong ETag: the same bytes give the same tag on every copy of the server. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The answer of a JSON text. */
export function answerOf(json: string): CachedAnswer {
  const body = Buffer.from(json, 'utf8');
  return { body, etag: etagOf(body) };
}

/**
 * Public answers (the same for every caller) by key, kept until the database says a write may
 * have changed them: forgetAll() on each notification of migration 0012's triggers
 * (publicAnswersPlugin.ts wires it). An answer whose load began before a notification is not
 * kept (forgetAll() drops it too), since its query may have read the rows from before that write.
 * A failed load is not kept. Requests asking for a key while it loads share that one load.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private size = 0;
  private readonly maxSize: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({
    maxSize = DEFAULT_MAX_SIZE,
    ttlMs = DEFAULT_TTL_MS,
    now = Date.now,
  }: PublicAnswerCacheOptions = {}) {
    this.maxSize = maxSize;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** The answer for `key`, from memory or from `load` (serialized JSON text). */
  get(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used last: Map keeps insertion order, so the first key is the coldest.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.answer;
    }
    if (entry) this.remove(key, entry);
    const answer = load().then(answerOf);
    const loading: Entry = { answer, expiresAt: this.now() + this.ttlMs, size: key.length };
    this.entries.set(key, loading);
    this.size += loading.size;
    answer.then(
      ({ body }) => {
        // Dropped meanwhile by forgetAll(): a newer load answers later requests.
        if (this.entries.get(key) !== loading) return;
        this.size += body.length;
        loading.size += body.length;
        this.evictBeyondMaxSize();
      },
      () => {
        if (this.entries.get(key) === loading) this.remove(key, loading);
      },
    );
    return answer;
  }

  /** A write may have changed any answer: drop them all, and any load under way. */
  forgetAll(): void {
    this.entries.clear();
    this.size = 0;
  }

  /** How many bytes are kept, keys included (for tests). */
  get keptSize(): number {
    return this.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.size -= entry.size;
  }

  private evictBeyondMaxSize(): void {
    for (const [key, entry] of this.entries) {
      if (this.size <= this.maxSize) return;
      this.remove(key, entry);
    }
  }
}
