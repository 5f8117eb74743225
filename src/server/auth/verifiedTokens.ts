import type { Caller } from './caller';

/**
 * Access tokens whose signature and claims were already checked, by their exact text, so that a
 * caller's next requests skip the HMAC and the JSON parsing (the bench's profile: ~15 % of a
 * signed-in list's CPU was jose). Only a token that passed the full check is kept, and a kept one
 * still answers only inside its own validity window, checked on every use against the same clock:
 * the answer is the one the full check would give, as long as the secrets stay (the current one
 * and, after a rotation, the previous one: both live as long as the process, and removing the
 * previous one is a restart, which starts an empty memo). What the memo keeps is only what the
 * token itself says; whether its version is still its account's is asked apart, on every
 * request (currentSessions.ts), so ending a session never waits for its tokens to leave here.
 */
export interface VerifiedToken {
  caller: Caller;
  /** Seconds since the epoch: the token is good strictly before (`exp`, as jose reads it). */
  expiresAt: number;
  /** Seconds since the epoch: the token is good from (`nbf`), when it names one. */
  notBefore?: number | undefined;
}

/** Enough for every session of a busy copy; beyond it the oldest entry goes first. */
const DEFAULT_MAX_ENTRIES = 10_000;

export class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  /**
   * The caller of a token verified before and good at `nowSeconds`; undefined otherwise, and
   * then the token is checked in full again (an expired one is refused as expired there).
   */
  callerOf(token: string, nowSeconds: number): Caller | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const early = entry.notBefore !== undefined && entry.notBefore > nowSeconds;
    if (entry.expiresAt <= nowSeconds || early) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.caller;
  }

  remember(token: string, verified: VerifiedToken): void {
    this.entries.delete(token);
    this.entries.set(token, verified);
    // Map keeps insertion order, so the first key is the one verified longest ago.
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  /** How many tokens are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
