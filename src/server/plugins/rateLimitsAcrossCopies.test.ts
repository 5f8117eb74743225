/**
 * @database postgres
 */
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { createTestDatabase } from '../testing/postgres/testDatabase';
import {
  expectOneBudget,
  LIMIT,
  LIMITS,
  message,
  order,
  signIn,
} from '../testing/rateLimitFixtures';

/**
 * Two copies of the server, as behind a load balancer, count every rate limit in one shared
 * store (plugins/rateLimitStore.ts, decision 0039): a client spreading its calls over the copies
 * gets the limit, not twice it.
 */
describe('rate limits across server copies on one PostgreSQL database', () => {
  let copyA: TestApp;
  let copyB: TestApp;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase({ seeded: true });
    const env = { ...LIMITS, DATABASE_URL: databaseUrl };
    copyA = await buildTestApp({ databaseUrl, env });
    copyB = await buildTestApp({ databaseUrl, env });
  });
  afterAll(async () => {
    await copyA?.close();
    await copyB?.close();
  });

  it('/jwt: one address has one budget over both copies; another address has its own', async () => {
    await expectOneBudget(copyA, copyB, (copy) => signIn(copy, '203.0.113.7'));
    expect((await signIn(copyA, '198.51.100.9')).statusCode).toBe(401);
    expect((await signIn(copyB, '198.51.100.9')).statusCode).toBe(401);
  });

  it('orders: one person has one budget over both copies', async () => {
    await expectOneBudget(copyA, copyB, order);
  });

  it('messages: one person has one budget over both copies', async () => {
    await expectOneBudget(copyA, copyB, message);
  });

  it('a concurrent burst over both copies: exactly the limit is served, the rest refused', async () => {
    const burst = Array.from({ length: 4 * LIMIT }, (_, i) =>
      signIn(i % 2 ? copyA : copyB, '192.0.2.77'),
    );
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * LIMIT);
  });

  it('a limit of 100 or more is claimed 2 % at a time, so a copy refuses at most 2 % early', async () => {
    const databaseUrl = await createTestDatabase({ seeded: true });
    const env = { SEARCH_RATE_LIMIT_PER_MINUTE: '100', DATABASE_URL: databaseUrl };
    const searchA = await buildTestApp({ databaseUrl, env });
    const searchB = await buildTestApp({ databaseUrl, env });
    try {
      const search = (copy: TestApp) =>
        copy.app.inject({
          method: 'GET',
          url: '/api/search?q=sapiens',
          remoteAddress: '192.0.2.5',
        });
      const served = async (copy: TestApp, calls: number) => {
        let count = 0;
        for (let i = 0; i < calls; i += 1) if ((await search(copy)).statusCode === 200) count += 1;
        return count;
      };
      // B takes one call of its block of two; A then gets the rest of the hundred but that one.
      expect(await served(searchB, 1)).toBe(1);
      expect(await served(searchA, 110)).toBe(98);
      expect(await served(searchB, 5)).toBe(1);
    } finally {
      await searchA.close();
      await searchB.close();
    }
  });
});
