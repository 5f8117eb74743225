/**
 * When a copy of the server may answer from its memory without asking PostgreSQL first
 * (decision 0037, "the lease"). `roundTrip` resolves once every notification committed before
 * the call has been handled (ChannelListener.caughtUp). One confirmed round trip then vouches
 * for the memory for `leaseMs`: whatever another copy commits shows here at the latest
 * `leaseMs` plus one round trip later, and usually at once, as its notification arrives. Without
 * the lease every hit waited for a round trip of its own, which capped a copy's hits at about
 * (concurrent requests / round trip) per second.
 */
export interface FreshnessLease {
  /** True when the memory may answer: the lease holds, or a new round trip confirmed it. */
  confirm(): Promise<boolean>;
  /**
   * A write went through this copy: its own next answers must show it, so the lease ends and
   * the next answer waits for a round trip sent after the write.
   */
  expire(): void;
}

export interface FreshnessLeaseOptions {
  /** 0: every answer waits for a round trip of its own (the tests' default: testing/buildTestApp). */
  leaseMs: number;
  /** A round trip slower than this answers false: the database answers instead. */
  timeoutMs?: number;
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 1_000;

export function freshnessLease(
  roundTrip: () => Promise<void>,
  {
    leaseMs,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    now = performance.now.bind(performance),
  }: FreshnessLeaseOptions,
): FreshnessLease {
  /** When the last confirmed round trip was asked for: notifications before it are handled. */
  let confirmedAt = Number.NEGATIVE_INFINITY;
  /** Bumped by expire(): a round trip asked for before a write cannot vouch for after it. */
  let generation = 0;
  let renewing: Promise<boolean> | undefined;

  const renew = (): Promise<boolean> => {
    const askedAt = now();
    const askedIn = generation;
    const confirmed = withTimeout(
      roundTrip().then(
        () => {
          if (askedIn === generation) confirmedAt = Math.max(confirmedAt, askedAt);
          return true;
        },
        () => false,
      ),
      timeoutMs,
    );
    renewing = confirmed;
    void confirmed.then(() => {
      if (renewing === confirmed) renewing = undefined;
    });
    return confirmed;
  };

  return {
    confirm() {
      const age = now() - confirmedAt;
      if (leaseMs > 0 && age <= leaseMs) {
        // Renewed in the background past half the lease, so a steady stream of hits never waits.
        if (age > leaseMs / 2 && !renewing) void renew();
        return Promise.resolve(true);
      }
      // Joined only when asked for after the last expire(); the round trip itself is shared
      // (caughtUp starts a following one for callers that arrive while one is under way).
      return renew();
    },
    expire() {
      generation += 1;
      confirmedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

/** `promise`, or false once `ms` pass first: a stuck connection must not hold answers up. */
function withTimeout(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
