import type { CountedHit } from '../db/queries/rateLimitCounters';

type CountHits = (key: string, windowMs: number, hits: number) => Promise<CountedHit>;

interface WaitingHit {
  resolve: (hit: CountedHit) => void;
  reject: (error: unknown) => void;
}

/**
 * At most one counting statement in flight per key on this copy: the hits that arrive meanwhile
 * wait and go together in the next one, each answered with its own place in the count. A burst
 * from one client (one key, one row) then costs PostgreSQL a statement per round trip rather than
 * one per request: each update of one hot row waits for the one before and leaves a dead row
 * version behind, and `npm run bench -- --postgres --only search` (one address, 10 connections)
 * fell from 2,000–2,900 to 300–700 requests/s with a statement per request (decision 0039). Every
 * answer is still the shared count after its own hit, so the limit stays exact across copies.
 */
export class RateLimitHitBatches {
  private readonly waiting = new Map<string, WaitingHit[]>();
  private readonly counting = new Set<string>();

  constructor(private readonly countHits: CountHits) {}

  count(key: string, windowMs: number): Promise<CountedHit> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.counting.has(key)) this.send(key, windowMs);
    });
  }

  private send(key: string, windowMs: number): void {
    const batch = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    this.counting.add(key);
    this.countHits(key, windowMs, batch.length)
      .then(
        ({ current, ttl }) => {
          // The batch's hits are the last `batch.length` of `current`, in arrival order.
          const first = current - batch.length + 1;
          batch.forEach((hit, i) => hit.resolve({ current: first + i, ttl }));
        },
        (error: unknown) => batch.forEach((hit) => hit.reject(error)),
      )
      .finally(() => {
        this.counting.delete(key);
        if (this.waiting.has(key)) this.send(key, windowMs);
      });
  }
}
