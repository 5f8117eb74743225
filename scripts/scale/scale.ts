import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { changesSeenEverywhere } from './coherence';
import { type Cluster, startCluster } from './cluster';
import { killOneCopy } from './killOne';
import { loadMix } from './loadMix';
import { parseOptions } from './options';
import { signInEveryone } from './people';
import { photoEverywhere } from './photos';
import { stopEverythingOnExit } from './processGroups';
import { purchaseRace } from './purchaseRace';
import { rateLimitBurst } from './rateLimits';
import { runCheck, summarize } from './report';
import { rollingRestart } from './rollingRestart';
import { type SharedServices, startSharedServices } from './services';
import { throughputByCopies } from './throughput';

/**
 * `npm run scale`: several copies of the product server on one PostgreSQL (and Redis with
 * --redis) behind HAProxy, all on loopback, and the checks that they behave as one, with their
 * figures.
 * Exits 1 when a check fails. docs/scaling.md explains each line.
 */
async function main(workDir: string): Promise<{ code: number; workDir: string }> {
  const options = parseOptions(process.argv.slice(2));
  let services: SharedServices | undefined;
  let cluster: Cluster | undefined;
  const stopAll = stopEverythingOnExit(async () => {
    await cluster?.stop();
    await services?.stop();
  });
  const begun = performance.now();
  try {
    console.log(
      `npm run scale${options.short ? ' --short' : ''}: ${options.copies} copies, ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}, logs in ${workDir}`,
    );
    services = await startSharedServices(workDir, options.redis);
    // The emulator helpers (sign-up, sign-in) read where it is from here.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = services.emulatorHost;
    cluster = await startCluster(workDir, services, options);
    const { copies, balancer } = cluster;
    const started = ((performance.now() - begun) / 1000).toFixed(1);
    console.log(
      `PostgreSQL${services.redisUrl ? ', Redis' : ''}, the Auth emulator, ${copies.length} copies ` +
        `and HAProxy (health check ${cluster.checkPath}) up in ${started} s`,
    );
    const entrances = [...copies.map((copy) => copy.baseUrl), balancer.baseUrl];
    const people = await signInEveryone(entrances, options.racers);
    const mix = await loadMix(balancer.baseUrl, people.buyer);
    console.log(`the mix: ${mix.description}`);

    const running = cluster;
    await runCheck('purchase race', () => purchaseRace(entrances, people, services!.databaseUrl));
    await runCheck('rate limits', () => rateLimitBurst(copies, options.burst));
    await runCheck('photos', () => photoEverywhere(copies, people.seller));
    await runCheck('coherence', () => changesSeenEverywhere(copies, people));
    await runCheck('rolling restart', () =>
      rollingRestart(running, mix, options.restartRate, options.restartSeconds),
    );
    await runCheck('SIGKILL', () =>
      killOneCopy(running, mix, people, options.killRate, options.killSeconds),
    );
    await runCheck('throughput', () =>
      throughputByCopies(
        running,
        workDir,
        mix,
        options.throughputConnections,
        options.throughputSeconds,
      ),
    );
    const code = summarize();
    console.log(`whole run ${((performance.now() - begun) / 1000).toFixed(0)} s`);
    return { code, workDir };
  } finally {
    await stopAll();
  }
}

const workDirOf = () => mkdtempSync(path.join(tmpdir(), 'scale-'));

main(workDirOf())
  .then(({ code, workDir }) => {
    process.exitCode = code;
    // The copies' and HAProxy's logs stay for a look when something failed.
    if (code === 0) rmSync(workDir, { recursive: true, force: true });
    else console.log(`logs kept in ${workDir}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
