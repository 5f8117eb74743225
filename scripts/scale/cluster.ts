import { randomBytes } from 'node:crypto';
import { EMULATOR_PROJECT_ID } from '../../src/server/testing/authEmulator/process';
import { freeLoopbackPort } from '../../src/server/testing/postgres/postgresServer';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { ProductCopy } from './copies';
import { type Balancer, startBalancer } from './haproxy';
import type { ScaleOptions } from './options';
import type { SharedServices } from './services';

/** The configured limit the rate-limit check expects to see across all copies. */
export const JWT_LIMIT_PER_MINUTE = 30;

export interface Cluster {
  copies: ProductCopy[];
  balancer: Balancer;
  /** What HAProxy's health check asks: readiness, 503 from a copy's SIGTERM on. */
  checkPath: string;
  stop(): Promise<void>;
}

/** The environment every copy shares (one secret, one database, one emulator). */
function sharedEnv(services: SharedServices): Record<string, string> {
  return {
    DATABASE_URL: services.databaseUrl,
    ...(services.redisUrl ? { REDIS_URL: services.redisUrl } : {}),
    ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: services.emulatorHost,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    SEED_DEMO: 'true',
    // The balancer is the only proxy; X-Forwarded-For from it names the client.
    TRUST_PROXY: '127.0.0.1',
    // How long a copy keeps serving after SIGTERM with /api/ready at 503: HAProxy needs at
    // most inter × fall (1 s) to stop sending to it; twice that is enough, and keeps restarts short.
    SHUTDOWN_GRACE_SECONDS: '2',
    JWT_RATE_LIMIT_PER_MINUTE: String(JWT_LIMIT_PER_MINUTE),
    // The load comes from one address and one signed-in person: measure the copies, not
    // the limits meant for people (the /jwt one is what the rate-limit check measures).
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    MESSAGE_RATE_LIMIT_PER_MINUTE: '10000',
    LISTING_RATE_LIMIT_PER_MINUTE: '10000',
  };
}

/**
 * N copies on one database, then HAProxy in front. The first copy starts alone (it migrates and
 * seeds the demo data), the others together.
 */
export async function startCluster(
  workDir: string,
  services: SharedServices,
  options: ScaleOptions,
): Promise<Cluster> {
  const env = sharedEnv(services);
  const copies: ProductCopy[] = [];
  for (let index = 1; index <= options.copies; index += 1) {
    const port = await freeLoopbackPort();
    copies.push(new ProductCopy({ name: `copy${index}`, port, workDir, env }));
  }
  const stopCopies = () => Promise.all(copies.map((copy) => copy.stop()));
  try {
    await copies[0]!.start();
    await Promise.all(copies.slice(1).map((copy) => copy.start()));
    const checkPath = `${API_PREFIX}${API.ready.url()}`;
    const balancer = await startBalancer(workDir, copies, checkPath);
    return {
      copies,
      balancer,
      checkPath,
      stop: async () => {
        await balancer.stop();
        await stopCopies();
      },
    };
  } catch (error) {
    await stopCopies();
    throw error;
  }
}
