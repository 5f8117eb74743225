import os from 'node:os';
import type { Cluster } from './cluster';
import { startBalancer } from './haproxy';
import { closedLoad, describeLoad } from './load';
import type { LoadMix } from './loadMix';
import type { CheckResult } from './report';

/**
 * 7. The mix's throughput through a balancer in front of 1, 2, ... copies: closed loop (a fixed
 * number of callers, each sending again as soon as it has its answer), so it measures the most
 * the copies serve. The load generator, HAProxy and PostgreSQL share the same CPUs, so on a
 * small machine the gain is bounded by the cores, not by the copies: printed as it is.
 */
export async function throughputByCopies(
  cluster: Cluster,
  workDir: string,
  mix: LoadMix,
  connections: number,
  seconds: number,
): Promise<CheckResult> {
  const figures: string[] = [];
  let first: number | undefined;
  let failed = 0;
  for (let count = 1; count <= cluster.copies.length; count += 1) {
    const balancer =
      count === cluster.copies.length
        ? cluster.balancer
        : await startBalancer(
            workDir,
            cluster.copies.slice(0, count),
            cluster.checkPath,
            `haproxy-${count}`,
          );
    try {
      const stats = await closedLoad(balancer.baseUrl, mix, connections, seconds);
      const perSecond = stats.sent / stats.seconds;
      first ??= perSecond;
      failed += stats.failed;
      figures.push(
        `${count} ${count === 1 ? 'copy ' : 'copies'}: ${Math.round(perSecond)} requests/s ` +
          `(×${(perSecond / first).toFixed(2)}); ${describeLoad(stats)}`,
      );
    } finally {
      if (balancer !== cluster.balancer) await balancer.stop();
    }
  }
  const load = os.loadavg().map((value) => value.toFixed(2));
  figures.push(`${os.cpus().length} CPUs; load average ${load.join(' ')}`);
  return {
    name: `throughput of the mix, closed loop, ${connections} callers × ${seconds} s per size`,
    passed: failed === 0,
    figures,
  };
}
