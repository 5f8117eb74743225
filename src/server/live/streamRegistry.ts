import type { LiveStream } from './liveStream';

/** The channel migration 0011's record_user_event notifies on, with '<user id>:<seq>'. */
export const USER_EVENTS_CHANNEL = 'user_events';

/**
 * This process's open streams by person. Only a routing table: which streams to wake when the
 * bus says a person has a new event; what to send is always read from the table.
 */
export class StreamRegistry {
  private readonly byUser = new Map<string, Set<LiveStream>>();

  add(stream: LiveStream): void {
    const streams = this.byUser.get(stream.userId) ?? new Set<LiveStream>();
    streams.add(stream);
    this.byUser.set(stream.userId, streams);
  }

  /** The person's streams beyond their newest `keep`, oldest first (a Set keeps the order added). */
  oldestBeyond(userId: string, keep: number): LiveStream[] {
    const streams = [...(this.byUser.get(userId) ?? [])];
    return streams.slice(0, Math.max(0, streams.length - keep));
  }

  remove(stream: LiveStream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.byUser.delete(stream.userId);
  }

  get size(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  /** A notification's payload, '<user id>:<seq>'; anything else is ignored. */
  dispatch(payload: string): void {
    const [userId, seqText] = payload.split(':');
    if (!userId || !seqText) return;
    const seq = Number(seqText);
    for (const stream of this.byUser.get(userId) ?? []) stream.wake(seq);
  }

  /** Every stream reads again from its last sent seq (after the bus missed notifications). */
  wakeAll(): void {
    for (const stream of this.all()) stream.wake();
  }

  keepAllAlive(): void {
    for (const stream of this.all()) stream.keepAlive();
  }

  /**
   * Ends every stream, each after its `lastFrame()` (the shutdown's reconnect hint), and waits
   * for the reads under way, so the database can close after.
   */
  async endAll(lastFrame: () => string): Promise<void> {
    const streams = [...this.all()];
    for (const stream of streams) stream.end(lastFrame());
    await Promise.all(streams.map((stream) => stream.settled()));
  }

  private *all(): Generator<LiveStream> {
    for (const streams of this.byUser.values()) yield* streams;
  }
}
