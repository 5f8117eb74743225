import { setTimeout as sleep } from 'node:timers/promises';
import { call } from './api';
import { type ChangeKind, type PolledChange, prepareChangeKinds } from './changeKinds';
import type { ProductCopy } from './copies';
import type { People } from './people';
import { ms, type CheckResult } from './report';

/** The bound: a change through one copy is visible through every other within 1 s. */
export const VISIBLE_WITHIN_MS = 1000;
/** How long to keep looking before calling the change never seen. */
const GIVE_UP_MS = 10_000;
const POLL_EVERY_MS = 10;

/**
 * Asks `copy` until `seen` holds; answers the milliseconds since `since` (the moment the change
 * was acknowledged), or undefined when it never showed.
 */
async function pollUntilSeen(
  copy: ProductCopy,
  kind: PolledChange,
  since: number,
): Promise<number | undefined> {
  while (performance.now() - since < GIVE_UP_MS) {
    const answer = await call(copy.baseUrl, 'GET', kind.poll.url, { person: kind.poll.person });
    if (answer.status === 200 && kind.poll.seen(answer.body)) return performance.now() - since;
    await sleep(POLL_EVERY_MS);
  }
  return undefined;
}

/** One kind of change through the first copy; the delay until each other copy shows it. */
async function measureKind(
  copies: ProductCopy[],
  kind: ChangeKind,
): Promise<(number | undefined)[]> {
  const [writer, ...readers] = copies;
  if ('stream' in kind) {
    const watchers = await Promise.all(readers.map((copy) => kind.stream.open(copy)));
    try {
      const arrivals = watchers.map((watch) => watch.arrival());
      await kind.change(writer!);
      const acknowledged = performance.now();
      // An event may arrive before the writer's answer does: a negative delay, shown as such.
      return (await Promise.all(arrivals)).map((at) =>
        at === undefined ? undefined : at - acknowledged,
      );
    } finally {
      await Promise.all(watchers.map((watch) => watch.close()));
    }
  }
  await kind.change(writer!);
  const acknowledged = performance.now();
  return Promise.all(readers.map((copy) => pollUntilSeen(copy, kind, acknowledged)));
}

/**
 * 4. A change through one copy (advertise, verify a seller, edit a listing, a new message) is
 * seen through every other within a second: polled for lists and pages, streamed for messages.
 */
export async function changesSeenEverywhere(
  copies: ProductCopy[],
  people: People,
): Promise<CheckResult> {
  const figures: string[] = [];
  let passed = true;
  for (const kind of await prepareChangeKinds(copies[0]!, people)) {
    const delays = await measureKind(copies, kind);
    const late = delays.some((delay) => delay === undefined || delay > VISIBLE_WITHIN_MS);
    if (late) passed = false;
    const shown = delays.map((delay, i) => {
      const copy = copies[i + 1]!.name;
      if (delay === undefined) return `${copy} not within ${GIVE_UP_MS} ms`;
      return `${copy} ${ms(delay)}${delay < 0 ? ' (before the writer’s answer)' : ''}`;
    });
    figures.push(`${kind.name}: ${shown.join(', ')}${late ? '  (late)' : ''}`);
  }
  return {
    name: `a change through ${copies[0]!.name} is seen through the others within ${VISIBLE_WITHIN_MS} ms`,
    passed,
    figures,
  };
}
