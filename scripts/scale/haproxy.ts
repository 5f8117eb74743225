import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONNECTION_VARIABLES } from '../../src/server/configVariables';
import { freeLoopbackPort } from '../../src/server/testing/postgres/postgresServer';
import { LOOPBACK, type ProductCopy } from './copies';
import { spawnGroup, stopGroup, type Spawned } from './processGroups';

export const HAPROXY = '/usr/sbin/haproxy';
export const BACKEND = 'copies';

/**
 * The health check: every `inter`, a copy is out after `fall` failures, back after `rise`;
 * once a check has failed, the next ones come every `fastinter`, so a dead copy is out within
 * inter + fastinter × (fall − 1), under the inter × fall the SIGKILL check holds it to.
 */
export const HEALTH_CHECK = { interMs: 500, fastInterMs: 250, fall: 2, rise: 2 };

/** The copies' own limit on a request's headers, which the balancer holds each client to. */
const REQUEST_TIMEOUT_SECONDS =
  CONNECTION_VARIABLES.variables.REQUEST_TIMEOUT_SECONDS.parse(undefined);

/**
 * Open connections per client address (an IPv6 address by its /64), as MAX_CONNECTIONS_PER_ADDRESS
 * is for a copy alone. Behind the balancer the copies only see its connections, so the balancer
 * counts the clients'. Here every load of the run comes from 127.0.0.1, up to hundreds of
 * requests in flight while a copy restarts: a site would set what its clients' NATs need.
 */
export const CONNECTIONS_PER_SOURCE = 1000;

export interface Balancer {
  baseUrl: string;
  /** HAProxy's status of each copy (UP, DOWN, MAINT, "UP 1/2"...), by copy name. */
  statuses(): Promise<Map<string, string>>;
  /** Milliseconds until HAProxy calls the copy `wanted` (UP or DOWN); throws after `withinMs`. */
  waitFor(copy: string, wanted: 'UP' | 'DOWN', withinMs?: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The balancer a production site would put in front: round robin, a health check on
 * `checkPath` (GET /api/ready: 503 while a copy drains), the copies' request timeout and a
 * connection limit per client address (decision 0049), X-Forwarded-For for the copies'
 * TRUST_PROXY, and a CSV stats page.
 */
function configOf(port: number, statsPort: number, copies: ProductCopy[], checkPath: string) {
  const { interMs, fastInterMs, fall, rise } = HEALTH_CHECK;
  const servers = copies.map(
    (copy) => `  server ${copy.name} ${LOOPBACK}:${copy.options.port} check`,
  );
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    // Only abnormal requests (errors, retries, redispatches), into haproxy.log: what failed and why.
    '  log stdout format raw local0',
    '  option httplog',
    '  option dontlog-normal',
    '  timeout connect 2s',
    // A request's headers, and the first buffer of its body (http-buffer-request), within the
    // copies' REQUEST_TIMEOUT_SECONDS: a slow client is held here, never by a copy. A larger
    // body streams on to the copy, which times the rest.
    `  timeout http-request ${REQUEST_TIMEOUT_SECONDS}s`,
    '  option http-buffer-request',
    // Silence in either direction for this long ends a connection. A live stream sends a
    // keepalive every LIVE_KEEPALIVE_SECONDS (25 s), so it stays open.
    '  timeout client 60s',
    '  timeout server 60s',
    // Upgraded connections (WebSocket, CONNECT), of which the product has none today.
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    'frontend site',
    `  bind ${LOOPBACK}:${port}`,
    // One more connection from an address at its limit is closed at once, unread.
    '  stick-table type ipv6 size 100k expire 30s store conn_cur',
    '  tcp-request connection track-sc0 src,ipmask(32,64)',
    `  tcp-request connection reject if { sc0_conn_cur gt ${CONNECTIONS_PER_SOURCE} }`,
    `  default_backend ${BACKEND}`,
    `backend ${BACKEND}`,
    '  balance roundrobin',
    `  option httpchk GET ${checkPath}`,
    '  http-check expect status 200',
    `  default-server inter ${interMs}ms fastinter ${fastInterMs}ms fall ${fall} rise ${rise}`,
    ...servers,
    'listen stats',
    `  bind ${LOOPBACK}:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

export async function startBalancer(
  workDir: string,
  copies: ProductCopy[],
  checkPath: string,
  label = 'haproxy',
): Promise<Balancer> {
  const [port, statsPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
  const configFile = path.join(workDir, `${label}.cfg`);
  writeFileSync(configFile, configOf(port, statsPort, copies, checkPath));
  const spawned: Spawned = spawnGroup(HAPROXY, ['-db', '-f', configFile], {
    cwd: workDir,
    env: { PATH: process.env.PATH ?? '' },
    logFile: path.join(workDir, `${label}.log`),
  });
  const statuses = async () => {
    const csv = await (await fetch(`http://${LOOPBACK}:${statsPort}/stats;csv`)).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const answer = new Map<string, string>();
    for (const fields of rows.map((row) => row.split(','))) {
      if (fields[proxy!] === BACKEND) answer.set(fields[server!]!, fields[status!]!);
    }
    return answer;
  };
  const waitFor = async (copy: string, wanted: 'UP' | 'DOWN', withinMs = 120_000) => {
    const start = performance.now();
    while (performance.now() - start < withinMs) {
      if ((await statuses().catch(() => undefined))?.get(copy) === wanted) {
        return performance.now() - start;
      }
      await sleep(20);
    }
    throw new Error(`HAProxy did not call ${copy} ${wanted} within ${withinMs} ms`);
  };
  const balancer = {
    baseUrl: `http://${LOOPBACK}:${port}`,
    statuses,
    waitFor,
    stop: () => stopGroup(spawned, 5000),
  };
  try {
    for (const copy of copies) await waitFor(copy.name, 'UP', 30_000);
  } catch (error) {
    await balancer.stop();
    throw new Error(`${String(error)}\n${spawned.tail()}`);
  }
  return balancer;
}
