import type { Caller } from './caller';

/**
 * How long this copy goes on using what it read of an account's token version. A change this
 * copy makes (a sign-out everywhere, a sign-in that moves or binds a record) counts at once
 * (forgetAll); one made through another copy counts here within this time.
 */
export const SESSION_RECHECK_MS = 10_000;

/** Enough for every signed-in person of a busy copy; beyond it the oldest entry goes first. */
const DEFAULT_MAX_ENTRIES = 10_000;

/** The version a session of (uid, e-mail) must carry now; null when none is good. */
export type ReadAcceptedVersion = (uid: string, email: string) => Promise<number | null>;

interface Entry {
  version: Promise<number | null>;
  readAt: number;
}

/**
 * Whether a verified access token is still its account's: its version must be the one the
 * account has now (docs/decisions/0050-records-bound-to-accounts-and-sessions-that-end.md).
 * Read from the database at most once per account and SESSION_RECHECK_MS, shared by every
 * request of that account meanwhile (and by requests arriving while the read is under way), so
 * a signed-in request costs no query beyond that.
 */
export class CurrentSessions {
  private readonly entries = new Map<string, Entry>();
  private readonly recheckMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(
    private readonly readVersion: ReadAcceptedVersion,
    options: { recheckMs?: number; now?: () => number; maxEntries?: number } = {},
  ) {
    this.recheckMs = options.recheckMs ?? SESSION_RECHECK_MS;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  }

  async accepts(caller: Caller): Promise<boolean> {
    return (await this.versionOf(caller.uid, caller.email)) === caller.tokenVersion;
  }

  /** Something changed in this copy: every account's version is read again. */
  forgetAll(): void {
    this.entries.clear();
  }

  private versionOf(uid: string, email: string): Promise<number | null> {
    const key = `${uid}\n${email}`;
    const now = this.now();
    const known = this.entries.get(key);
    if (known && now - known.readAt < this.recheckMs) return known.version;
    const version = this.readVersion(uid, email);
    this.entries.delete(key);
    this.entries.set(key, { version, readAt: now });
    // A failed read is not kept: the next request asks again.
    version.catch(() => {
      if (this.entries.get(key)?.version === version) this.entries.delete(key);
    });
    // Map keeps insertion order, so the first key is the one read longest ago.
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return version;
  }
}
