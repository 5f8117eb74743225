import type { CountedHit } from '../db/queries/rateLimitCounters';

type CountHits = (key: string, windowMs: number, hits: number) => Promise<CountedHit>;

interface WaitingHit {
  resolve: (hit: CountedHit) => void;
  reject: (error: unknown) => void;
}

/** A key's counts this copy holds: `next` up to `last` are its to hand out, until `endsAt`. */
interface Claim {
  next: number;
  last: number;
  /** This copy's clock: now plus the window's time left as the database answered it. */
  endsAt: number;
}

/** At most this share of a limit is claimed at once (at least one hit): the "few percent". */
const CLAIM_SHARE = 0.02;
const claimSizeOf = (max: number) => Math.max(1, Math.floor(max * CLAIM_SHARE));

/**
 * Counts rate-limit hits in PostgreSQL with few statements (decision 0039). A copy claims counts
 * of a key's window in blocks of 2 % of its limit (one for limits under 100, so those stay exact)
 * and hands them out from memory; a key whose window is spent is refused from memory until the
 * window ends (counts only grow within a window). One claim per key is in flight at a time; hits
 * arriving meanwhile wait and go in the next. So a copy's unused block can make the others refuse
 * at most 2 % early, and a burst from one client costs a statement per block, not per request
 * (with a statement per request the search benchmark on PostgreSQL spent 3 to 4 times the CPU
 * per request: decision 0039).
 */
export class RateLimitClaims {
  private readonly claims = new Map<string, Claim>();
  private readonly waiting = new Map<string, WaitingHit[]>();
  private readonly claiming = new Set<string>();

  constructor(
    private readonly countHits: CountHits,
    private readonly now: () => number = Date.now,
  ) {}

  count(key: string, windowMs: number, max: number): Promise<CountedHit> {
    const held = this.fromClaim(key, max);
    if (held) return Promise.resolve(held);
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.claiming.has(key)) this.claim(key, windowMs, max);
    });
  }

  /** The next count of this copy's block, or any count once past the limit (a refusal). */
  private fromClaim(key: string, max: number): CountedHit | undefined {
    const now = this.now();
    const claim = this.claims.get(key);
    if (!claim || now >= claim.endsAt) return undefined;
    if (claim.next > claim.last && claim.last < max) return undefined;
    return { current: claim.next++, ttl: claim.endsAt - now };
  }

  private claim(key: string, windowMs: number, max: number): void {
    const hits = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    this.claiming.add(key);
    const size = Math.max(hits.length, claimSizeOf(max));
    this.countHits(key, windowMs, size)
      .then(
        ({ current, ttl }) => {
          // This copy now holds the counts current - size + 1 to current, in arrival order.
          const first = current - size + 1;
          hits.forEach((hit, i) => hit.resolve({ current: first + i, ttl }));
          this.claims.set(key, {
            next: first + hits.length,
            last: current,
            endsAt: this.now() + ttl,
          });
        },
        (error: unknown) => {
          this.claims.delete(key);
          hits.forEach((hit) => hit.reject(error));
        },
      )
      .finally(() => {
        this.claiming.delete(key);
        // Those that came meanwhile: from the new block as far as it reaches, the rest together
        // in the next claim.
        const queued = this.waiting.get(key) ?? [];
        const rest = queued.filter((hit) => {
          const held = this.fromClaim(key, max);
          if (held) hit.resolve(held);
          return !held;
        });
        if (rest.length > 0) {
          this.waiting.set(key, rest);
          this.claim(key, windowMs, max);
        } else {
          this.waiting.delete(key);
        }
      });
  }

  /** Drops claims whose window has ended, so memory holds only live keys. */
  forgetEnded(): void {
    const now = this.now();
    for (const [key, claim] of this.claims) if (claim.endsAt <= now) this.claims.delete(key);
  }
}
