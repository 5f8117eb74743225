// Not from testDatabase.ts: setup files run before jest defines describe, which that one uses.
import { TEST_DATABASE_VARIABLE } from './postgresServer';

/**
 * Jest setup file of the server-postgres project (jest.config.ts): runs in each test file's
 * environment before the file, so buildTestApp() there opens a fresh PostgreSQL database while
 * the server project, sharing the workers, keeps its in-memory PGlite.
 */
process.env[TEST_DATABASE_VARIABLE] = 'postgres';
