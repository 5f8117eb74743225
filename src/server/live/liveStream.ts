import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { readEventsAfter } from './eventLog';
import { eventFrame, KEEPALIVE_FRAME } from './sseFormat';

/** Rows read per query while catching up; a long-absent client takes several. */
const READ_BATCH = 200;

/**
 * A client that does not read what it is sent is let go past this much unsent output: it
 * reconnects with its last id and is caught up from the table, so nothing piles up in memory.
 */
const MAX_UNSENT_BYTES = 64 * 1024;

export interface LiveStreamOptions {
  db: Database;
  userId: string;
  /** The last seq the client has (sent by us or named by its Last-Event-ID). */
  lastSentSeq: number;
  response: ServerResponse;
  log: FastifyBaseLogger;
  /** Called once when the stream ends, whoever ends it. */
  onEnd: (stream: LiveStream) => void;
  /**
   * Asked at each keep-alive: false once the session the stream was opened with has ended (a
   * sign-out everywhere), and then the stream ends rather than wait for its token to expire.
   */
  sessionIsCurrent?: () => Promise<boolean>;
}

/**
 * One open stream: a few numbers and flags, the response, and no buffer or connection of its
 * own (decision 0032 keeps a stream well under 50 KB). A wake reads the rows after the last seq
 * it sent and writes them; wakes arriving while it reads are folded into one more read.
 */
export class LiveStream {
  readonly userId: string;
  private lastSentSeq: number;
  private readonly options: LiveStreamOptions;
  private reading: Promise<void> | undefined;
  /**
   * The highest seq a wake named while a read was under way (Infinity for a wake naming none):
   * one more read only when the last one did not reach it. A commit of two events (a message and
   * its notification) wakes twice and costs one read.
   */
  private wantedSeq = 0;
  private ended = false;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(options: LiveStreamOptions) {
    this.options = options;
    this.userId = options.userId;
    this.lastSentSeq = options.lastSentSeq;
    options.response.once('close', () => this.end());
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** Ends the stream when the access token it was opened with expires. */
  endAt(expiresAtMs: number): void {
    // setTimeout's longest delay is 2^31-1 ms (~24.8 days); tokens live a day at most.
    const delay = Math.min(Math.max(expiresAtMs - Date.now(), 0), 2 ** 31 - 1);
    this.expiryTimer = setTimeout(() => this.end(), delay);
    this.expiryTimer.unref();
  }

  /** Something was written for this person; `seq` (when known) skips a wake already covered. */
  wake(seq?: number): void {
    if (this.ended || (seq !== undefined && seq <= this.lastSentSeq)) return;
    if (this.reading) {
      this.wantedSeq = Math.max(this.wantedSeq, seq ?? Infinity);
      return;
    }
    this.reading = this.catchUp().finally(() => {
      this.reading = undefined;
    });
  }

  /** Resolves when no read is under way (closing waits for it before the database closes). */
  settled(): Promise<void> {
    return this.reading ?? Promise.resolve();
  }

  keepAlive(): void {
    this.write(KEEPALIVE_FRAME);
    const { sessionIsCurrent } = this.options;
    if (this.ended || !sessionIsCurrent) return;
    // A failed check (the database away) leaves the stream be; the next keep-alive asks again.
    void sessionIsCurrent().then(
      (current) => current || this.end(),
      () => undefined,
    );
  }

  /**
   * Idempotent: ends the response (after `lastFrame`, such as a reconnect hint), lets go of its
   * socket, its timer and its registry entry.
   */
  end(lastFrame?: string): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.expiryTimer);
    const { response } = this.options;
    if (lastFrame !== undefined) response.write(lastFrame);
    response.end();
    // An ended keep-alive connection would wait for its next request; streams do not have one.
    response.destroy();
    this.options.onEnd(this);
  }

  private async catchUp(): Promise<void> {
    const { db, userId, log } = this.options;
    try {
      do {
        this.wantedSeq = 0;
        let batch;
        do {
          batch = await readEventsAfter(db, userId, this.lastSentSeq, READ_BATCH);
          for (const { seq, event } of batch) {
            if (this.ended) return;
            this.write(eventFrame(seq, event));
            this.lastSentSeq = seq;
          }
        } while (batch.length === READ_BATCH);
      } while (this.wantedSeq > this.lastSentSeq && !this.ended);
    } catch (error) {
      // The client reconnects with its last id and is caught up then.
      log.error({ err: error }, 'live stream could not read its events');
      this.end();
    }
  }

  private write(frame: string): void {
    if (this.ended) return;
    const { response } = this.options;
    response.write(frame);
    if (response.writableLength > MAX_UNSENT_BYTES) this.end();
  }
}
