import { setTimeout as sleep } from 'node:timers/promises';
import { openSse, type SseReader } from '../../src/server/testing/sseReader';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { LIVE_SUPERSEDED_TYPE } from '../../src/shared/schemas/liveEvents';
import type { AbuseResult } from './report';

/** The streams one person may hold open at once. */
const STREAMS_PER_PERSON = 10;
/** How long the first stream gets to be told and closed once the 11th is open. */
const CLOSED_WITHIN_MS = 2000;

/** The first event the reader gets within `ms`, or undefined (none came, or it ended first). */
const nextEventWithin = (reader: SseReader, ms: number) =>
  Promise.race([reader.next().catch(() => undefined), sleep(ms, undefined)]);

/**
 * One person opens 11 live streams, one after another. The oldest should be closed with
 * `event: superseded` (and a long retry, for a client that does not know the event) as the 11th
 * opens, so that no more than 10 are ever open; the 10 newest stay.
 */
export async function elevenStreams(baseUrl: string, token: string): Promise<AbuseResult[]> {
  const url = `${baseUrl}${API_PREFIX}${API.liveEvents.url()}`;
  const readers: SseReader[] = [];
  const ended = new Set<SseReader>();
  try {
    for (let i = 0; i <= STREAMS_PER_PERSON; i += 1) {
      const reader = await openSse(url, { authorization: `Bearer ${token}` });
      void reader.ended.then(() => ended.add(reader));
      readers.push(reader);
    }
    const opened = performance.now();
    const [first] = readers;
    const told = await nextEventWithin(first!, CLOSED_WITHIN_MS);
    await Promise.race([first!.ended, sleep(CLOSED_WITHIN_MS)]);
    const closedAfter = performance.now() - opened;
    const newestOpen = readers.slice(1).filter((reader) => !ended.has(reader)).length;
    const superseded = told?.type === LIVE_SUPERSEDED_TYPE && ended.has(first!);
    return [
      {
        check: '11 live streams of one person',
        saw: superseded
          ? `the oldest closed with '${LIVE_SUPERSEDED_TYPE}' (retry ${first!.retry} ms) ` +
            `${Math.round(closedAfter)} ms after the 11th opened; ${newestOpen} newest open`
          : `the oldest ${ended.has(first!) ? 'closed without being told' : 'still open'}; ` +
            `${newestOpen + (ended.has(first!) ? 0 : 1)} open`,
        goal: `the oldest closed, ${STREAMS_PER_PERSON} open`,
        passed: superseded && newestOpen === STREAMS_PER_PERSON,
      },
    ];
  } finally {
    await Promise.all(readers.map((reader) => reader.cancel()));
  }
}
