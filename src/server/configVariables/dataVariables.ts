import { z } from 'zod';
import { BooleanFlagSchema, SeedDemoConfirmationSchema } from '../configValues';
import { documented, type VariableGroup } from './documented';

/** Where the data lives, what is shared between copies, and the demo data. */
export const DATA_VARIABLES = {
  title: 'Data',
  variables: {
    DATA_DIR: documented(z.string().trim().min(1).default('./data'), {
      description:
        "The embedded PGlite database, the Auth emulator's accounts, uploaded photos and the " +
        'generated access-token secret live here.',
    }),
    DATABASE_URL: documented(
      z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
      {
        description:
          'A PostgreSQL server to use instead of the embedded PGlite in `DATA_DIR/pgdata`; ' +
          'several copies of the server may share it. The server applies the missing migrations ' +
          'at start (see docs/running-in-production.md for the locale search needs).',
        example: 'postgres://user:password@host:5432/usedbooks',
      },
    ),
    REDIS_URL: documented(
      z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
      {
        description:
          'A Redis shared by every copy, where the rate limits are counted. Unset: in PostgreSQL ' +
          "when `DATABASE_URL` is set, else in this copy's memory (decision 0039).",
        example: 'redis://127.0.0.1:6379',
      },
    ),
    PUBLIC_ANSWERS_LEASE_MS: documented(z.coerce.number().int().min(0).max(900).default(200), {
      description:
        'On PostgreSQL, how long one confirmed catch-up lets a copy answer public lists from ' +
        "memory: another copy's write shows here within this plus one round trip (decision " +
        '0037). `0`: every such answer waits for a round trip of its own.',
    }),
    SEED_DEMO: documented(BooleanFlagSchema.optional(), {
      description:
        'Add the demo categories, listings and accounts at start, only what is missing. Unset: ' +
        'only with the Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST` set), never against a real ' +
        "Firebase project, where anyone could register the demo admin's address.",
    }),
    SEED_DEMO_IN_PRODUCTION: documented(SeedDemoConfirmationSchema, {
      description:
        '`yes-i-know`: with `SEED_DEMO=true`, seed the demo accounts (`admin@demo.test`, whose ' +
        'password is public, among them) into a real Firebase project too. Otherwise the server ' +
        'refuses to start with `SEED_DEMO=true` and no emulator.',
    }),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
