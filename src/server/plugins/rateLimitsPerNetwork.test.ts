/**
 * @database either
 */
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { expectTooManyRequests, LIMIT, LIMITS, signIn } from '../testing/rateLimitFixtures';
import { perCallerRateLimit } from './security';

/**
 * One IPv6 client is given a whole /64 network by its provider and may use any address in it:
 * the limits that count per address (sign-in, search) count per /64 for IPv6, or a client gets
 * a new budget with every address it picks. IPv4, and IPv4 written as IPv6, count per address.
 */
describe('rate limits per client address, IPv6 per /64 network', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ...LIMITS, SEARCH_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    });
  });
  afterAll(() => testApp.close());

  const search = (remoteAddress: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/search?q=tagore', remoteAddress });
  const calls: [string, (address: string) => Promise<LightMyRequestResponse>][] = [
    ['POST /jwt', (address) => signIn(testApp, address)],
    ['GET /search', search],
  ];

  it.each(calls)('%s: addresses of one /64 share its budget', async (_name, call) => {
    // A fresh network per route: each route counts for itself.
    const net = _name.includes('jwt') ? '2001:db8:1:1' : '2001:db8:2:2';
    for (let i = 1; i <= LIMIT; i += 1) {
      expect((await call(`${net}::${i.toString(16)}`)).statusCode).not.toBe(429);
    }
    expectTooManyRequests(await call(`${net}:ffff:ffff:ffff:ffff`));
    expectTooManyRequests(await call(`${net.toUpperCase()}:0:0:0:abcd`));
    // The next /64 is another client.
    expect((await call(`${net.replace(/:\d+$/, ':9')}::1`)).statusCode).not.toBe(429);
  });

  it.each(calls)(
    '%s: IPv4 addresses, plain or IPv6-mapped, each have their own',
    async (_name, call) => {
      const first = _name.includes('jwt') ? '198.51.100.7' : '198.51.100.8';
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await call(i % 2 ? `::ffff:${first}` : first)).statusCode).not.toBe(429);
      }
      expectTooManyRequests(await call(first));
      expectTooManyRequests(await call(`::ffff:${first}`));
      expect((await call(first.replace(/\d+$/, '99'))).statusCode).not.toBe(429);
    },
  );
});

describe('the per-person limits, for a request that reaches them without a caller', () => {
  const keyOf = (ip: string, email?: string) =>
    perCallerRateLimit(LIMIT).keyGenerator({
      ip,
      caller: email ? { email } : null,
    } as unknown as FastifyRequest);

  it('count an IPv6 client per /64, an IPv4 one (written either way) per address', () => {
    expect(keyOf('2001:db8:1:1::1')).toBe(keyOf('2001:db8:1:1:ffff:ffff:ffff:ffff'));
    expect(keyOf('2001:db8:1:1::1')).not.toBe(keyOf('2001:db8:1:2::1'));
    expect(keyOf('::ffff:198.51.100.7')).toBe(keyOf('198.51.100.7'));
    expect(keyOf('198.51.100.7')).not.toBe(keyOf('198.51.100.8'));
  });

  it('count a signed-in person by their account, wherever they call from', () => {
    expect(keyOf('2001:db8:1:1::1', 'a@test.example')).toBe(
      keyOf('198.51.100.7', 'a@test.example'),
    );
    expect(keyOf('198.51.100.7', 'a@test.example')).not.toBe(keyOf('198.51.100.7'));
  });
});
