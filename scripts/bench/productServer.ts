import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../../src/server/testing/postgres/postgresServer';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { CategoryListSchema } from '../../src/shared/schemas/category';
import { ListingListSchema } from '../../src/shared/schemas/listing';
import { createAccessTokens } from '../../src/server/auth/accessToken';
import { freePort, startServer, type RunningServer } from './processes';
import type { BigSeller } from './seedSeller';
import { seedListings } from './seedListings';

/** Fixed, so the benchmark can sign its own caller's token without calling /jwt (and Firebase). */
const ACCESS_TOKEN_SECRET = 'bench-only-access-token-secret-0123456789';
/** The demo buyer, one of the big seller's buyers (seedSeller.ts). */
export const BENCH_CALLER = {
  uid: 'bench-buyer',
  email: 'buyer@demo.test',
  emailVerified: true,
  tokenVersion: 0,
};

export interface ProductServer extends RunningServer {
  /** Headers of a signed-in buyer: /CategoryBooks needs a caller, any caller. */
  signedIn: Record<string, string>;
  categoryIds: string[];
  /** Listings of the first page of each category: the book pages a buyer opens from them. */
  listingIds: string[];
  /** The seller of 5,000 listings and reviews, when seeded (`bigSeller`). */
  bigSeller: BigSeller | undefined;
}

export interface ProductServerOptions {
  listings: number;
  /** A scratch folder of this run; the server gets a fresh DATA_DIR inside it. */
  workDir: string;
  /** A PostgreSQL server (--postgres): each round gets its own database on it. */
  postgresUrl?: string | undefined;
  /** Seed the seller of 5,000 listings and 5,000 reviews too (seedSeller.ts). */
  bigSeller: boolean;
  /** More environment for the server (the profiler's hook: profile.ts). */
  env?: Record<string, string>;
}

/**
 * The production server as `npm run serve` runs it (NODE_ENV=production, demo seed on, warn-level
 * JSON logs, no Auth emulator), on a database already holding `listings` listings.
 */
export async function startProductServer(options: ProductServerOptions): Promise<ProductServer> {
  const { listings, workDir, postgresUrl } = options;
  const dataDir = mkdtempSync(path.join(workDir, `listings-${listings}-`));
  const databaseUrl = postgresUrl && (await createDatabase(postgresUrl, `bench_${listings}`));
  const bigSeller = await seedListings(
    { dataDir, databaseUrl, bigSeller: options.bigSeller },
    listings,
  );

  const server = await startServer({
    name: `product server (${listings} listings)`,
    entry: 'src/server/server.ts',
    port: await freePort(),
    readyPath: `${API_PREFIX}${API.health.url()}`,
    logFile: path.join(dataDir, 'server.log'),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // Empty counts as unset: a DATABASE_URL or emulator host in the caller's shell must not leak in.
      DATABASE_URL: databaseUrl ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ACCESS_TOKEN_SECRET,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // No emulator here, so the server takes demo data only when told twice (config.ts).
      SEED_DEMO: 'true',
      SEED_DEMO_IN_PRODUCTION: 'yes-i-know',
      // Every request comes from this one address: measure search, not its per-address limit,
      // and any number of connections (--connections), not the per-address connection caps.
      SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS: '100000',
      ...options.env,
    },
  });
  try {
    const token = await createAccessTokens({
      secret: ACCESS_TOKEN_SECRET,
      ttlSeconds: 24 * 3600,
    }).issue(BENCH_CALLER);
    const response = await fetch(`${server.baseUrl}${API_PREFIX}${API.categories.url()}`);
    const categories = CategoryListSchema.parse(await response.json());
    const signedIn = { authorization: `Bearer ${token}` };
    const categoryIds = categories.map((category) => category._id);
    const listingIds = await firstPagesOf(server.baseUrl, categoryIds, signedIn);
    return { ...server, signedIn, categoryIds, listingIds, bigSeller };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The ids of the first page of each category, as the category pages show them. */
async function firstPagesOf(
  baseUrl: string,
  categoryIds: string[],
  headers: Record<string, string>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const id of categoryIds) {
    const url = `${baseUrl}${API_PREFIX}${API.categoryListings.url(id)}`;
    const page = ListingListSchema.parse(await (await fetch(url, { headers })).json());
    ids.push(...page.map((listing) => listing._id));
  }
  return ids;
}
