import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns changes of the schema into a new SQL migration, committed with it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  strict: true,
});
