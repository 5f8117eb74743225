import { createHash } from 'node:crypto';

/** An answer as it goes on the wire: its JSON text and the strong ETag of that text. */
export interface CachedAnswer {
  json: string;
  etag: string;
}

export interface PublicAnswerCacheOptions {
  /** Bound on the JSON kept, in UTF-16 code units (about bytes); the least recently used goes. */
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

/** A strong ETag: the same text gives the same tag on every copy of the server. */
export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * Public answers (the same for every caller) by key, kept until the database says a write may
 * have changed them: forgetAll() on each notification of migration 0012's triggers
 * (plugins/publicAnswers.ts wires it). An answer whose load began before a notification is not
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
    const answer = load().then((json) => ({ json, etag: etagOf(json) }));
    const loading: Entry = { answer, expiresAt: this.now() + this.ttlMs, size: key.length };
    this.entries.set(key, loading);
    this.size += loading.size;
    answer.then(
      ({ json }) => {
        // Dropped meanwhile by forgetAll(): a newer load answers later requests.
        if (this.entries.get(key) !== loading) return;
        this.size += json.length;
        loading.size += json.length;
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

  /** How much JSON is kept (for tests). */
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
