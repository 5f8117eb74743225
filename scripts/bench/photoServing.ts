import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app';
import { withAccessTokenSecret } from '../../src/server/auth/accessTokenSecret';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import type { PhotoStoreKind } from '../../src/server/images/photoStore';
import {
  createDatabase,
  findPostgresBinDir,
  startPostgres,
  stopPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { measure } from './load';

/**
 * What serving a photo costs from each store (decision 0040), printed, never asserted: one
 * server on a throwaway PostgreSQL, GET /uploads/<uuid>-640.webp (a 640 × 900 WebP) under
 * autocannon with the disk store and with the database store, and a browser's revalidation
 * (If-None-Match, 304). The load generator runs in the same process: compare the two rows, not
 * the absolute rates. `npx tsx scripts/bench/photoServing.ts`
 */
const SHAPE = { connections: 10, duration: 5, warmup: 2 };

/** A book cover as the upload writes its 640 px width: smooth colour, WebP quality 80. */
async function photo(): Promise<Buffer> {
  const blobs = Buffer.from(Array.from({ length: 16 * 23 * 3 }, () => Math.random() * 255));
  return sharp(blobs, { raw: { width: 16, height: 23, channels: 3 } })
    .resize(640, 900, { kernel: 'cubic' })
    .webp({ quality: 80 })
    .toBuffer();
}

async function main() {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('needs initdb and pg_ctl on this machine');
  const postgres = await startPostgres(binDir);
  const workDir = mkdtempSync(path.join(tmpdir(), 'photo-bench-'));
  const bytes = await photo();
  const name = '0b9f5c2e-4d1a-4c9b-8e2f-1a2b3c4d5e6f-640.webp';
  console.log(`photo: ${(bytes.length / 1024).toFixed(1)} KB; ${cpus().length} CPUs`);
  try {
    for (const kind of ['disk', 'database'] as PhotoStoreKind[]) {
      const url = await createDatabase(postgres.url, `photos_${kind}`);
      const dataDir = mkdtempSync(path.join(workDir, `${kind}-`));
      const config = await withAccessTokenSecret(
        loadConfig({
          DATA_DIR: dataDir,
          ACCESS_TOKEN_SECRET: 'bench-only-access-token-secret-0123456789',
          LOG_LEVEL: 'warn',
          CLIENT_DIR: path.join(workDir, 'no-client'),
        }),
      );
      const database = openDatabase({ DATABASE_URL: url, DATA_DIR: dataDir });
      await database.migrate();
      const app = await buildApp({ config, db: database.db, logger: false, photoStore: kind });
      try {
        await app.photos.saveAll([{ name, data: bytes }]);
        const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
        const etag = String((await fetch(`${baseUrl}/uploads/${name}`)).headers.get('etag'));
        for (const [label, headers] of [
          ['200', {}],
          ['304', { 'if-none-match': etag }],
        ] as const) {
          const figures = await measure(
            { baseUrl, requests: [{ method: 'GET', path: `/uploads/${name}`, headers }] },
            SHAPE,
          );
          console.log(
            `${kind.padEnd(8)} ${label}: ${Math.round(figures.requestsPerSecond)} req/s, ` +
              `p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, ` +
              `errors ${figures.errors}; load average ${loadavg()[0]?.toFixed(2)}`,
          );
        }
      } finally {
        await app.close();
        await database.close();
      }
    }
  } finally {
    stopPostgres(postgres);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
