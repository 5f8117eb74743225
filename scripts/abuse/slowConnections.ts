import { setTimeout as sleep } from 'node:timers/promises';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import type { AbuseResult } from './report';
import {
  answerOf,
  closedBy,
  type HeldSocket,
  isOpen,
  openSocket,
} from '../../src/server/testing/rawConnections';
import { destroyAll, openMany, seconds, trickle } from './sockets';
import { describeVisit, visit, visitorServed, VISITOR_GOAL_MS } from './visitor';

/** A whole request within 30 s (its body may go on only while it comes at a fair rate). */
const WHOLE_REQUEST_MS = 30_000;
/** The server looks at its connections about once a second: a little over 30 s is on time. */
const CUT_BY_MS = WHOLE_REQUEST_MS + 5_000;
/** How long the check waits for the server to cut them before calling them held forever. */
const WAIT_MS = CUT_BY_MS + 10_000;

/** Headers that never end: one more byte of a header line every few seconds. */
const SLOW_HEAD = 'GET / HTTP/1.1\r\nHost: localhost\r\n';
const HEADER_LINE = 'X-Still-Typing: yes\r\n';

const slowBodyHead = (token: string) =>
  `POST ${API_PREFIX}${API.upload.url()} HTTP/1.1\r\nHost: localhost\r\n` +
  `Authorization: Bearer ${token}\r\n` +
  'Content-Type: multipart/form-data; boundary=abuse\r\nContent-Length: 5000000\r\n\r\n';

const longest = (sockets: HeldSocket[]) =>
  Math.max(0, ...sockets.map((s) => (s.closedAt ?? performance.now()) - s.openedAt));

/**
 * A photo upload whose body comes one byte every 2 s, and `count` connections whose headers never
 * end, spread over 100 addresses (50 each by default, under any per-address cap, so that only the
 * timeouts can end them). A new visitor comes while they are open; then the check waits for the
 * server to cut them.
 */
export async function slowRequests(
  port: number,
  baseUrl: string,
  sellerToken: string,
  count: number,
): Promise<AbuseResult[]> {
  const body = await openSocket(port, '127.0.0.250');
  body.socket.write(slowBodyHead(sellerToken));
  const stopBody = trickle([body], '-', 2000);
  const heads = await openMany(count, port, (i) => `127.0.1.${1 + (i % 100)}`);
  for (const held of heads) if (isOpen(held)) held.socket.write(SLOW_HEAD);
  const stopHeads = trickle(heads, HEADER_LINE, 3000);
  try {
    const openAtVisit = heads.filter(isOpen).length;
    const seen = await visit(baseUrl);
    await closedBy([body, ...heads], body.openedAt + WAIT_MS);
    const bodyMs = longest([body]);
    const stillOpen = heads.filter(isOpen).length;
    const headsMs = longest(heads);
    return [
      {
        check: 'slow upload body (a byte every 2 s)',
        saw: isOpen(body)
          ? `still open after ${seconds(bodyMs)}`
          : `cut after ${seconds(bodyMs)} (${answerOf(body)})`,
        goal: `cut within ${seconds(CUT_BY_MS)}`,
        passed: !isOpen(body) && bodyMs <= CUT_BY_MS,
      },
      {
        check: `${count} slow connections from 100 addresses`,
        saw: `${describeVisit(seen)} with ${openAtVisit} open; ${stillOpen} still open after ${seconds(WAIT_MS)}`,
        goal: `visitor within ${VISITOR_GOAL_MS} ms; all cut within ${seconds(CUT_BY_MS)}`,
        passed: visitorServed(seen) && stillOpen === 0 && headsMs <= CUT_BY_MS,
        details: [`the longest-held slow connection lasted ${seconds(headsMs)}`],
      },
    ];
  } finally {
    stopBody();
    stopHeads();
    destroyAll([body, ...heads]);
  }
}

/**
 * `count` idle connections from one address (they connect and send nothing): the server should
 * keep a few and refuse the rest at once, while a visitor from another address is served.
 */
export async function oneAddressFlood(
  port: number,
  baseUrl: string,
  count: number,
): Promise<AbuseResult[]> {
  const sockets = await openMany(count, port, () => '127.0.2.1');
  try {
    await sleep(1000);
    const held = sockets.filter(isOpen).length;
    const refusals = new Map<string, number>();
    for (const refused of sockets.filter((s) => !isOpen(s))) {
      const status = answerOf(refused);
      refusals.set(status, (refusals.get(status) ?? 0) + 1);
    }
    const seen = await visit(baseUrl);
    return [
      {
        check: `${count} connections from one address`,
        saw: `${describeVisit(seen)}; the address holds ${held}, ${count - held} refused at once`,
        goal: `visitor within ${VISITOR_GOAL_MS} ms; the address capped`,
        passed: visitorServed(seen) && held < count,
        details: [...refusals].map(([status, times]) => `refused ${times}× with ${status}`),
      },
    ];
  } finally {
    destroyAll(sockets);
  }
}
