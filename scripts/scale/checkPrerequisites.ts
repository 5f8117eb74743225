import { existsSync } from 'node:fs';
import { findPostgresBinDir } from '../../src/server/testing/postgres/postgresServer';
import { missingProgramsMessage, prerequisites } from './prerequisites';

// scripts/scale.mjs runs this first, before the 20 s build: a missing program is named at once,
// not 30 s later as a balancer that never saw a copy UP.
// Only --redis changes what runs; scale.ts reads and checks the rest (and answers --help).
const redis = process.argv.slice(2).includes('--redis');
const machine = { isFile: existsSync, postgresBinDir: findPostgresBinDir() };
const message = missingProgramsMessage(prerequisites(redis, machine), process.getuid?.() === 0);
if (message) {
  console.error(message);
  process.exit(1);
}
