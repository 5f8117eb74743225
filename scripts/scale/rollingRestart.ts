import { setTimeout as sleep } from 'node:timers/promises';
import type { Cluster } from './cluster';
import type { ProductCopy } from './copies';
import { describeLoad, startOpenLoad } from './load';
import type { LoadMix } from './loadMix';
import { type CheckResult } from './report';

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** SIGTERM, wait for the exit, start again, wait until the balancer sends to it again. */
export async function restartCopy(cluster: Cluster, copy: ProductCopy): Promise<string> {
  const signalled = performance.now();
  await copy.stop();
  const exited = performance.now();
  await copy.start();
  const answering = performance.now();
  await cluster.balancer.waitFor(copy.name, 'UP');
  const inRotation = performance.now();
  return (
    `${copy.name}: exited ${seconds(exited - signalled)} after SIGTERM, answering ` +
    `${seconds(answering - exited)} after its start, back in HAProxy's rotation ` +
    `${seconds(inRotation - answering)} later`
  );
}

/**
 * 5. The mix at `rate` requests a second through the balancer for `duration` seconds (longer
 * if the restarts take longer), while each copy in turn is restarted with SIGTERM: the target
 * is no failed request at all.
 */
export async function rollingRestart(
  cluster: Cluster,
  mix: LoadMix,
  rate: number,
  duration: number,
): Promise<CheckResult> {
  const slotMs = (duration * 1000) / cluster.copies.length;
  const load = startOpenLoad(cluster.balancer.baseUrl, mix, rate);
  const restarts: string[] = [];
  try {
    for (const copy of cluster.copies) {
      const slotStart = performance.now();
      // A little load before the first SIGTERM and between restarts: the steady state.
      await sleep(Math.min(2000, slotMs / 4));
      restarts.push(await restartCopy(cluster, copy));
      await sleep(Math.max(0, slotMs - (performance.now() - slotStart)));
    }
  } finally {
    await load.stop();
  }
  const stats = load.stats;
  return {
    name: `rolling restart under load: ${rate} requests/s for at least ${duration} s, each copy SIGTERMed and started again`,
    passed: stats.failed === 0 && stats.sent > 0,
    figures: [describeLoad(stats), ...restarts],
    ...(stats.failed === 0
      ? {}
      : {
          note: "requests failed while copies restarted: haproxy.log and the copies' logs say when",
        }),
  };
}
